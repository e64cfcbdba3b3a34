import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Roofing & Exterior Insights"
      lead="Plain guidance on insurance claims, warranties, materials, inspections and storm damage."
    />
  );
}
