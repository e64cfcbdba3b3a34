import type { APIRequestContext } from "@playwright/test";
import { visitorIp } from "./leads";

export interface Day {
  date: string;
  label: string;
  windows: { id: string; label: string; available: boolean }[];
}

/** The booking calendar's days as the site offers them now. */
export async function openDays(request: APIRequestContext): Promise<Day[]> {
  return ((await (await request.get("/api/appointments/availability")).json()) as { days: Day[] }).days;
}

/**
 * A visit booked online as a homeowner would, in the first free window of the days given (the
 * calendar's later days by default, which other tests leave alone); returns the booking's
 * private link.
 */
export async function bookVisit(
  request: APIRequestContext,
  person: { name: string; email: string; phone: string; street: string; zip: string; service?: string; notes?: string },
  days?: (all: Day[]) => Day[],
): Promise<string> {
  const all = await openDays(request);
  for (const window of (days ?? ((d) => d.slice(-10, -7)))(all).flatMap((day) => day.windows.filter((w) => w.available))) {
    const response = await request.post("/api/appointments", {
      headers: { "CF-Connecting-IP": visitorIp() },
      data: { service: "Roofing", notes: "", consent: true, website: "", ...person, windowId: window.id },
    });
    if (response.status() === 201) return ((await response.json()) as { manageUrl: string }).manageUrl;
  }
  throw new Error("No window on those days could be booked");
}
