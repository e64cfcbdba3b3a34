import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Social Preview"
      lead="See how any page of the site appears when shared."
    />
  );
}
