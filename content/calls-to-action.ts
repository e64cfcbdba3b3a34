/** The instant estimate (/roof-replacement-estimate), offered on the home page, service pages and in the menu. */
export const estimateCall = {
  href: "/roof-replacement-estimate",
  label: "Get an instant roof estimate",
} as const;
