import words from "../../content/pages/terms";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { LegalPageView } from "../components/content/legal-page";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "terms",
  sitemap: { priority: 0.3 },
  meta: {
    title: pageTitle("Terms of Service"),
    description:
      "The terms for using this website: estimates and online price ranges, booking and cancelling consultations, calls and texts, and licensing.",
    category: "utility",
    keywords: ["terms of service", "terms of use"],
    breadcrumbs: [{ name: "Terms of Service", path: "/terms" }],
  },
});

export const loader = pageLoader(handle);
export const meta = pageMeta;
/** /terms: the words of content/pages/terms.ts with the configured facts, in the legal pages' layout. */

export default function Page() {
  return <LegalPageView content={words} />;
}
