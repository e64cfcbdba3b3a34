import { financingPage } from "../../content/pages/financing";
import { ContentPageView } from "../components/content/content-page";
import { PaymentCalculator } from "../components/financing/payment-calculator";

export default function FinancingPage() {
  return (
    <ContentPageView page={financingPage}>
      <PaymentCalculator />
    </ContentPageView>
  );
}
