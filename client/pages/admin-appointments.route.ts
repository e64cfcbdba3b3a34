import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/admin/appointments",
  meta: {
    title: pageTitle("Appointments"),
    description: "Onsite consultations by day: confirm, complete, cancel or reschedule.",
    pageType: "admin",
    category: "admin",
    keywords: [],
    noindex: true,
  },
});
