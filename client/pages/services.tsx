import { servicesPage } from "../../content/pages/services";
import { ContentPageView } from "../components/content/content-page";

export default function Page() {
  return <ContentPageView page={servicesPage} />;
}
