import type { APIRequestContext } from "@playwright/test";

export interface Day {
  date: string;
  label: string;
  windows: { id: string; label: string; available: boolean }[];
}

/** The booking calendar's days as the site offers them now. */
export async function openDays(request: APIRequestContext): Promise<Day[]> {
  return ((await (await request.get("/api/appointments/availability")).json()) as { days: Day[] }).days;
}
