import { and, asc, inArray, isNotNull, lte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { scheduling } from "../../content/schedule";
import { escapeHtml } from "../../contracts/text";
import { salesTeam, siteConfig } from "../config";
import { rowsInChunks } from "../db/chunks";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { countable } from "../leads/queries";
import { errorSummary, logEvent } from "../operations/log";
import { localDate } from "../schedule/calendar";

/**
 * The morning e-mail: at 7:00 in the company's time zone the cron sends each team member the
 * leads assigned to them whose follow-up is due that day or overdue. The every-minute cron
 * decides by the minute it was scheduled for, so no state is kept and a day gets one e-mail.
 */

const DIGEST_TIME = "07:00";

const WALL_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: scheduling.timeZone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Whether a cron run scheduled for this instant is the morning e-mail's (7:00 local time). */
export const isDigestTime = (scheduledTime: number) => WALL_CLOCK.format(new Date(scheduledTime)) === DIGEST_TIME;

export async function sendFollowUpDigests(db: DrizzleD1Database, env: Env, now = new Date()): Promise<{ sent: number }> {
  const from = env.LEAD_EMAIL_FROM?.trim();
  const team = salesTeam(env);
  if (!env.LEAD_EMAIL || !from || team.length === 0) return { sent: 0 };
  const today = localDate(now);
  const due = await rowsInChunks(
    team.map((member) => member.email),
    (run) =>
      db
        .select({
          id: leads.id,
          name: leads.name,
          phone: leads.phone,
          service: leads.service,
          followUpOn: leads.followUpOn,
          assignee: leads.assignee,
        })
        .from(leads)
        .where(
          and(
            countable,
            inArray(leads.status, ["new", "contacted", "scheduled"]),
            isNotNull(leads.followUpOn),
            lte(leads.followUpOn, today),
            inArray(leads.assignee, run),
          ),
        )
        .orderBy(asc(leads.followUpOn), asc(leads.createdAt)),
  );
  const { siteUrl } = siteConfig(env);
  let sent = 0;
  for (const member of team) {
    const mine = due.filter((lead) => lead.assignee === member.email);
    if (mine.length === 0) continue;
    const lines = mine.map((lead) => ({
      text: `${lead.name} - ${lead.service} - ${lead.phone || "no phone"} - ${lead.followUpOn === today ? "due today" : `overdue since ${lead.followUpOn}`}`,
      link: `${siteUrl}/admin/leads/${lead.id}`,
    }));
    try {
      await env.LEAD_EMAIL.send({
        from,
        to: member.email,
        subject: `Follow-ups due today: ${mine.length} lead${mine.length === 1 ? "" : "s"}`,
        text: `Good morning, ${member.name}. These leads are yours to call back today:\n\n${lines.map((line) => `${line.text}\n${line.link}`).join("\n\n")}\n\nYour leads: ${siteUrl}/admin?assignee=me\n`,
        html: `<p>Good morning, ${escapeHtml(member.name)}. These leads are yours to call back today:</p><ul>${lines
          .map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`)
          .join("")}</ul><p><a href="${escapeHtml(`${siteUrl}/admin?assignee=me`)}">Your leads</a></p>`,
      });
      sent += 1;
    } catch (error) {
      logEvent("follow_up.failed", { leads: mine.length, error: errorSummary(error) }, "error");
    }
  }
  return { sent };
}
