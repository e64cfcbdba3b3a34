import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Siding Installation"
      lead="Vinyl, fiber cement and engineered wood siding, installed by licensed crews across Maryland and Delaware."
    />
  );
}
