import { roofRepairVsReplacementPage } from "../../content/pages/roof-repair-vs-replacement";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={roofRepairVsReplacementPage} />;
}
