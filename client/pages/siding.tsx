import { sidingPage } from "../../content/pages/siding";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";

export const loader = serviceAreasLoader("siding");

export default function Page() {
  return <ServicePage page={sidingPage} serviceName="siding" />;
}
