// The company's time zone as a VTIMEZONE block (worker/schedule/time-zone.plugin.ts).
declare module "virtual:ical-time-zone" {
  const timeZone: { zone: string; block: string };
  export default timeZone;
}
