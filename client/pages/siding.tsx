import { sidingPage } from "../../content/pages/siding";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={sidingPage} />;
}
