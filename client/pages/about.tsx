import { aboutPage } from "../../content/pages/about";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={aboutPage} />;
}
