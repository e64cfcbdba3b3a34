import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Financing"
      lead="Monthly payment options for roof replacement, siding and windows."
    />
  );
}
