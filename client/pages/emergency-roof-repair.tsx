import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="24/7 Emergency Roof Repair"
      lead="Storm damage, a leak or a tree on the roof? Our crews answer day and night across Maryland and Delaware."
    />
  );
}
