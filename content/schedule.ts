/**
 * When homeowners can book a free onsite consultation online. All times are wall-clock times
 * in the company's time zone; emergencies and same-day visits go to the 24/7 phone line.
 */
export const scheduling = {
  timeZone: "America/New_York",
  /** Arrival windows by day of week (0 Sunday ... 6 Saturday), as 24-hour "HH:MM". */
  windows: {
    weekday: [
      { start: "08:00", end: "10:00" },
      { start: "10:00", end: "12:00" },
      { start: "12:00", end: "14:00" },
      { start: "14:00", end: "16:00" },
    ],
    saturday: [
      { start: "08:00", end: "10:00" },
      { start: "10:00", end: "12:00" },
    ],
  },
  /** Estimators free per arrival window. */
  crewsPerWindow: 2,
  /** Online bookings start this many days ahead (1: tomorrow at the earliest, never the same day). */
  minLeadDays: 1,
  /** How far ahead the calendar opens, in days. */
  horizonDays: 30,
  /** Company closures besides US federal holidays ("YYYY-MM-DD"). */
  blackoutDates: ["2026-12-24", "2026-12-31", "2027-11-26"],
  /** What a homeowner can book a consultation for. */
  services: ["Roofing", "Siding", "Windows", "Gutters", "Roof Inspection", "Storm Damage", "Multiple Services"],
} as const;

/** What happens at the visit, shown on the confirmation. */
export const visitSteps = [
  "Your estimator calls or texts when they are on the way, within your arrival window.",
  "They walk the outside of the house, and go up on the roof or into the attic when it is safe and useful.",
  "They measure, take photos and explain what they find, then talk through materials and options with you.",
  "You get a free, written estimate, with no obligation.",
  "The visit takes about an hour. It helps if someone who can decide on the project is home.",
];

/**
 * An appointment's status as the homeowner reads it (the private page and the e-mails). An
 * online booking holds its window at once but stays "requested" until the office confirms it.
 */
export const appointmentStatusWords = {
  requested: "Requested: we will call to confirm",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  "no-show": "Missed: nobody was home",
} as const;

/** A status in the homeowner's words (an unknown one as it is). */
export const statusInWords = (status: string): string => (appointmentStatusWords as Record<string, string>)[status] ?? status;
