import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="IndexNow Submissions"
      lead="Submit changed pages to search engines and review past submissions."
    />
  );
}
