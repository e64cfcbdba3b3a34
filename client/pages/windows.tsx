import type { ContentPage } from "../../content/pages/types";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";

export const loader = serviceAreasLoader("windows");

/** The words come from the route (content/pages/windows.ts). */
export default function Page({ content }: { content: ContentPage }) {
  return <ServicePage page={content} serviceName="windows" />;
}
