import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Window Installation"
      lead="Energy efficient replacement windows for Maryland and Delaware homes."
    />
  );
}
