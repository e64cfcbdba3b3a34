import { and, gte, inArray, lte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { scheduling } from "../../content/schedule";
import type { Availability, AvailabilityWindow } from "../../contracts/appointment-views";
import type { AppointmentStatus } from "../../contracts/appointments";
import { appointments } from "../db/schema";
import { type ArrivalWindow, bookableDates, dayLabel, windowsForDay } from "./calendar";

/** Statuses that hold a place in their window. */
export const ACTIVE: readonly AppointmentStatus[] = ["requested", "confirmed"];
const NEAREST_ALTERNATIVES = 6;

/** SQL condition: the window still has a free place (evaluated inside the writing statement). */
export function hasRoom(windowId: string) {
  return sql`(select count(*) from ${appointments} where ${appointments.windowId} = ${windowId} and ${appointments.status} in ('requested', 'confirmed')) < ${scheduling.crewsPerWindow}`;
}

async function takenCounts(db: DrizzleD1Database, windowIds: readonly string[]): Promise<Map<string, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .select({ windowId: appointments.windowId, taken: sql<number>`count(*)` })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, [...ACTIVE]),
        gte(appointments.windowId, windowIds[0]!),
        lte(appointments.windowId, windowIds.at(-1)!),
      ),
    )
    .groupBy(appointments.windowId);
  return new Map(rows.map((row) => [row.windowId, Number(row.taken)]));
}

/** A window with its free places; `labelOfDay` is its day's label, worked out once per day rather than per window. */
const withRoom = (window: ArrivalWindow, taken: number, labelOfDay: string): AvailabilityWindow => {
  const remaining = Math.max(0, scheduling.crewsPerWindow - taken);
  return {
    id: window.id,
    label: window.label,
    dayLabel: labelOfDay,
    start: window.start,
    end: window.end,
    remaining,
    available: remaining > 0,
  };
};

/** Open days from the lead time to the horizon (optionally between two dates), each window with its free places. */
export async function availability(db: DrizzleD1Database, now: Date, range: { from?: string; to?: string } = {}): Promise<Availability> {
  const dates = bookableDates(now).filter((date) => (!range.from || date >= range.from) && (!range.to || date <= range.to));
  const days = dates.map((date) => ({ date, windows: windowsForDay(date) })).filter((day) => day.windows.length > 0);
  const counts = await takenCounts(
    db,
    days.flatMap((day) => day.windows.map((w) => w.id)),
  );
  return {
    timeZone: scheduling.timeZone,
    days: days.map((day) => {
      const label = dayLabel(day.date);
      return { date: day.date, label, windows: day.windows.map((w) => withRoom(w, counts.get(w.id) ?? 0, label)) };
    }),
  };
}

/** The open windows nearest to one that was taken: same day first, then the days around it. */
export async function nearestOpenWindows(db: DrizzleD1Database, windowId: string, now: Date): Promise<AvailabilityWindow[]> {
  const { days } = await availability(db, now);
  const target = Date.parse(`${windowId}:00Z`);
  return days
    .flatMap((day) => day.windows)
    .filter((window) => window.available && window.id !== windowId)
    .sort((a, b) => Math.abs(Date.parse(`${a.id}:00Z`) - target) - Math.abs(Date.parse(`${b.id}:00Z`) - target))
    .slice(0, NEAREST_ALTERNATIVES);
}
