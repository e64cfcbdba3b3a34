import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Book a Free Onsite Consultation"
      lead="Pick a time and we will inspect, measure and leave you a written estimate."
    />
  );
}
