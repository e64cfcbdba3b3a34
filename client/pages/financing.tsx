import words from "../../content/pages/financing";
import type { ContentPage } from "../../content/pages/types";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { PaymentCalculator } from "../components/financing/payment-calculator";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "financing",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Financing for Roofing, Siding & Windows"),
    description:
      "Monthly payment options for roof replacement, siding and windows. Estimate your payment and find a plan that fits your budget.",
    breadcrumbs: [{ name: "Financing", path: "/financing" }],
    category: "primary",
    keywords: ["roof financing", "home improvement financing", "monthly payments"],
  },
});

export const loader = pageLoader(handle);
export const meta = pageMeta;

/** The words come from the route (content/pages/financing.ts); the calculator is the page's own. */
function FinancingPage({ content }: { content: ContentPage }) {
  return (
    <ContentPageView page={content}>
      <PaymentCalculator />
    </ContentPageView>
  );
}

export default function Route() {
  return <FinancingPage content={words} />;
}
