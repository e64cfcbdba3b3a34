import type { Plugin } from "vite";
import { borderTowns } from "../worker/chat/conversation/border-towns.plugin";
import { localityContent } from "../worker/landing/localities.plugin";
import { icalTimeZone } from "../worker/schedule/time-zone.plugin";

/**
 * The Vite plugins that build the site's own content, shared by the build, the dev server and
 * the worker tests: the towns (content/localities), the towns over the line
 * (content/border-towns.json) and the calendar files' time zone. None
 * touches any library's code.
 */
export function siteContent(): Plugin[] {
  return [localityContent(), borderTowns(), icalTimeZone()];
}
