import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Delivery Management"
      lead="Lead notification deliveries: attempts, failures and retries."
    />
  );
}
