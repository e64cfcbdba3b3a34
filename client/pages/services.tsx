import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Our Exterior Services"
      lead="Roofing, siding, windows, gutters, roof inspections and storm damage repair across Maryland and Delaware."
    />
  );
}
