import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadDetailAnswer, NeedsAction } from "../../contracts/admin";
import type { BookingConfirmation } from "../../contracts/appointment-views";
import { newSessionId } from "../../contracts/chat";
import { database } from "../db/client";
import { appointments, leads } from "../db/schema";
import type { Env } from "../env";
import { openWindowsLatestFirst, testBooking } from "../test/bookings";
import { chatBrowser } from "../test/chat";
import { fetchAdmin as admin } from "../test/fetch";
import { postLead, uniquePhone, validLead } from "../test/leads";

const db = database((env as Env).DB);
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const queue = () => json<NeedsAction>(admin("/api/admin/queue"));
const detail = (id: string) => json<LeadDetailAnswer>(admin(`/api/admin/leads/${id}`));
let ip = 0;
const freshIp = () => `203.0.117.${++ip % 250}`;

async function leadOf(email: string) {
  const [row] = await db.select().from(leads).where(eq(leads.email, email));
  return row!;
}

describe("a visit booked online in the Needs action queue", () => {
  it("should list every booking awaiting confirmation with its visit time, and let it go once the office confirms", async () => {
    const [window] = await openWindowsLatestFirst();
    const input = testBooking(window!, { notes: "Please ring the side door." });
    const booked = await chatBrowser(freshIp(), "/schedule").book(input);
    expect(booked.status).toBe(201);
    const lead = await leadOf(input.email);

    const card = (await queue()).leads.find((entry) => entry.id === lead.id);
    expect(card).toMatchObject({ reason: "confirm", visit: { reference: (await booked.json<BookingConfirmation>()).reference } });
    expect(card?.visit?.windowId).toBe(window);
    expect((await queue()).counts.confirm).toBeGreaterThanOrEqual(1);
    expect((await detail(lead.id)).queueReason).toBe("confirm");

    const [appointment] = await db.select().from(appointments).where(eq(appointments.leadId, lead.id));
    const confirmed = await admin(`/api/admin/appointments/${appointment!.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "confirmed" }),
    });
    expect(confirmed.status).toBe(200);
    expect((await queue()).leads.some((entry) => entry.id === lead.id)).toBe(false);
    expect((await detail(lead.id)).queueReason).toBeNull();
  });
});

describe("urgency from everything the person told us", () => {
  it("should rate a booking high when the homeowner described hail to the assistant before booking, and keep the conversation", async () => {
    const visitor = chatBrowser(freshIp(), "/storm-damage");
    const sessionId = newSessionId();
    expect((await visitor.send(sessionId, "We had a bad hail storm in Dover last night and the shingles look beat up")).status).toBe(200);
    const [, window] = await openWindowsLatestFirst();
    const input = testBooking(window!, { notes: "" });
    expect((await visitor.book(input)).status).toBe(201);

    const lead = await leadOf(input.email);
    expect(lead.urgency).toBe("high");
    expect(lead.transcript.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(lead.chatSessionId).toBe(sessionId);
    const card = (await queue()).leads.find((entry) => entry.id === lead.id);
    expect(card).toMatchObject({ reason: "confirm", urgency: "high" });
  });

  it("should rate a booking by its notes, and a contact form by its details over the chosen urgency", async () => {
    const [, , window] = await openWindowsLatestFirst();
    const booking = testBooking(window!, { notes: "Hail dented the gutters and a few shingles are missing." });
    expect((await chatBrowser(freshIp()).book(booking)).status).toBe(201);
    expect((await leadOf(booking.email)).urgency).toBe("high");

    const form = validLead({ phone: uniquePhone(), urgency: "low", projectDetails: "Water is coming through the ceiling in the hall" });
    expect((await postLead(form, { ip: freshIp() })).status).toBe(201);
    expect((await leadOf(form.email)).urgency).toBe("emergency");
  });

  it("should not read another browser's conversation into a booking", async () => {
    const chatter = chatBrowser(freshIp());
    expect((await chatter.send(newSessionId(), "A tree fell on my roof and water is coming in")).status).toBe(200);
    const [, , , window] = await openWindowsLatestFirst();
    const input = testBooking(window!, { notes: "" });
    expect((await chatBrowser(freshIp()).book(input)).status).toBe(201);
    const lead = await leadOf(input.email);
    expect(lead.urgency).toBe("medium");
    expect(lead.transcript).toEqual([]);
  });
});
