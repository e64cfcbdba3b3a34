import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Communications Test"
      lead="Send a test e-mail and a test webhook through the delivery path."
    />
  );
}
