import { ComingSoon } from "../components/coming-soon";

export default function Page() {
  return (
    <ComingSoon
      heading="Sitemap"
      lead="Every page of the site, grouped by section."
    />
  );
}
