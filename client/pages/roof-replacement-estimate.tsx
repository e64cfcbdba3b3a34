import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Instant Roof Replacement Estimate"
      lead="An instant price range for a new roof from your roof size, pitch and material."
    />
  );
}
