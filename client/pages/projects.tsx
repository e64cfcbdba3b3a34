import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Project Portfolio"
      lead="Completed roofing, siding and window projects across Maryland and Delaware."
    />
  );
}
