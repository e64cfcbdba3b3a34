import { windowsPage } from "../../content/pages/windows";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";

export const loader = serviceAreasLoader("windows");

export default function Page() {
  return <ServicePage page={windowsPage} serviceName="window replacement" />;
}
