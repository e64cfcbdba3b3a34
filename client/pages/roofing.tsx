import { roofingPage } from "../../content/pages/roofing";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={roofingPage} />;
}
