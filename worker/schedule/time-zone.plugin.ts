/**
 * Build-time Vite plugin (runs in Node): gives the worker `virtual:ical-time-zone`, the iCalendar
 * VTIMEZONE block of the company's zone (content/schedule.ts `scheduling.timeZone`) from
 * timezones-ical-library. The library holds every zone of the world; the calendar files need one,
 * so the Worker carries that one alone.
 */
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { Plugin } from "vite";
import { scheduling } from "../../content/schedule";

const VIRTUAL_ID = "virtual:ical-time-zone";

export function icalTimeZone(): Plugin {
  return {
    name: "ical-time-zone",
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const [block] = tzlib_get_ical_block(scheduling.timeZone);
      if (!block) throw new Error(`timezones-ical-library knows no time zone ${scheduling.timeZone} (content/schedule.ts)`);
      return `export default ${JSON.stringify({ zone: scheduling.timeZone, block })};`;
    },
  };
}
