import type { ContentPage } from "../../content/pages/types";
import { ContentPageView } from "../components/content/content-page";
import { PaymentCalculator } from "../components/financing/payment-calculator";

/** The words come from the route (content/pages/financing.ts); the calculator is the page's own. */
export default function FinancingPage({ content }: { content: ContentPage }) {
  return (
    <ContentPageView page={content}>
      <PaymentCalculator />
    </ContentPageView>
  );
}
