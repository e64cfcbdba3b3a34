import { emergencyRoofRepairPage } from "../../content/pages/emergency-roof-repair";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={emergencyRoofRepairPage} />;
}
