import { definePage, pageTitle } from "../../contracts/page-meta";

export default definePage({
  path: "/schedule/manage/:token",
  meta: {
    title: pageTitle("Your Consultation"),
    description: "Your booked onsite consultation: the time, the calendar file, and changes.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});
