import { windowsPage } from "../../content/pages/windows";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={windowsPage} />;
}
