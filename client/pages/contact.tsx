import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Free Consultation & Review Request"
      lead="Tell us about your roof, siding or windows and we will prepare a free, written estimate."
    />
  );
}
