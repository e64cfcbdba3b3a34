/** The instant estimate (/roof-replacement-estimate), offered on the home page, service pages and in the menu. */
export const estimateCall = {
  href: "/roof-replacement-estimate",
  label: "Get an instant roof estimate",
} as const;

/** Each service page's own instant estimate: the siding page offers the siding estimate, not the roof's. */
export const serviceEstimateCalls = {
  roofing: estimateCall,
  siding: { href: "/roof-replacement-estimate?for=siding", label: "Get an instant siding estimate" },
  windows: { href: "/roof-replacement-estimate?for=windows", label: "Get an instant windows estimate" },
} as const;
