import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Roofing Services"
      lead="Roof replacement, repair and inspections for homes and commercial buildings across Maryland and Delaware."
    />
  );
}
