import type { Plugin } from "vite";
import { localityContent } from "../worker/landing/localities.plugin";
import { icalTimeZone } from "../worker/schedule/time-zone.plugin";

/**
 * The Vite plugins that build the site's own content, shared by the build, the dev server and
 * the worker tests: the towns (content/localities) and the calendar files' time zone. Neither
 * touches any library's code.
 */
export function siteContent(): Plugin[] {
  return [localityContent(), icalTimeZone()];
}
