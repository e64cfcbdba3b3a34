import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../../contracts/site-config";

/** The site configuration the root loader gave the page. */
export function useSiteConfig(): SiteConfig {
  const config = useRouteLoaderData("root") as SiteConfig | undefined;
  if (!config) throw new Error("Site configuration is missing from the root loader");
  return config;
}
