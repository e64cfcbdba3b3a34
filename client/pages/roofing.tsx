import { roofingPage } from "../../content/pages/roofing";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";

export const loader = serviceAreasLoader("roofing");

export default function Page() {
  return <ServicePage page={roofingPage} serviceName="roofing" />;
}
