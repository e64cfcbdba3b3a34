import type { Availability } from "../../contracts/appointment-views";
import { readQuery } from "./request";

/** The open consultation windows, read again in the browser (the office's phone booking, a homeowner's move). */
export async function readAvailability(): Promise<Availability> {
  const { checkAvailability } = await import("../../contracts/site-answers");
  return (await readQuery(["/api/appointments/availability"], checkAvailability)) as Availability;
}
