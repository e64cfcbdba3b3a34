import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Roof Repair vs Replacement"
      lead="When a repair is enough and when a new roof is the better buy."
    />
  );
}
