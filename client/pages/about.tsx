import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="About Old Line Exteriors"
      lead="Licensed and insured in Maryland and Delaware since 1995."
    />
  );
}
