import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Data Upload"
      lead="Upload insight articles."
    />
  );
}
