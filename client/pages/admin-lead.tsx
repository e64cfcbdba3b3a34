import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Admin Dashboard"
      lead="Leads, appointments and system operations."
    />
  );
}
