import { socialCards } from "../../content/social-cards";
import { plainClaims } from "../../contracts/claims";
import type { SiteConfig } from "../../contracts/site-config";
import { drawnCards } from "../../contracts/social-cards";
import { acknowledgementEmail } from "../leads/acknowledge";
import { reviewEmail, reviewText } from "../reviews/messages";
import { homeownerEmail, type NoticeRecord } from "../schedule/notice-email";
import type { AppointmentRecord } from "../schedule/queries";

/**
 * What the claims test (claims.test.ts) reads besides the pages: the share images' words, the
 * e-mails and texts to homeowners, and the assistant's answer cards in content/.
 */

/** The share images as this configuration draws them, and every choice their source holds (a claim word filled in as the registry words it). */
export function shareImageTexts(config: SiteConfig): { card: string; text: string; source: boolean }[] {
  const drawn = Object.entries(drawnCards(config)).map(([card, words]) => ({
    card,
    text: [words.eyebrow, words.title, ...words.points, words.identity].join(" | "),
    source: false,
  }));
  const source = Object.entries(socialCards).map(([card, words]) => ({
    card: `content/social-cards.ts ${card}`,
    text: plainClaims([...words.eyebrow, ...words.title, ...words.points.flat()].join(" | ")),
    source: true,
  }));
  return [...drawn, ...source];
}

/** A Saturday night: the acknowledgement's promise is the clock's (contracts/callback.ts). */
const SATURDAY_NIGHT = "2026-12-06T03:30:00Z";

/** Every message a homeowner receives, with made-up details. */
export function emailTexts(config: SiteConfig): { email: string; text: string }[] {
  const ack = acknowledgementEmail({ name: "Dana Whitfield", service: "Roofing", urgency: "medium", createdAt: SATURDAY_NIGHT }, config);
  const words = { firstName: "Dana", service: "Roofing", link: `${config.siteUrl}/review/x`, reminder: false };
  const notice = {
    event: "booked",
    status: "requested",
    windowId: "2026-12-08T08:00",
    windowStart: "2026-12-08T13:00:00.000Z",
    windowEnd: "2026-12-08T15:00:00.000Z",
    previousWindowId: null,
    sequence: 0,
  } as unknown as NoticeRecord;
  const appointment = {
    reference: "OLX-TEST",
    service: "Roofing",
    address: "1 Main Street",
    zip: "21014",
    name: "Dana Whitfield",
    email: "dana@example.com",
  } as unknown as AppointmentRecord;
  const booked = homeownerEmail(notice, appointment, config, `${config.siteUrl}/schedule/manage/x`);
  return [
    { email: "acknowledgement", text: `${ack.subject}\n${ack.text}` },
    { email: "review request", text: `${reviewEmail(words).subject}\n${reviewEmail(words).text}` },
    { email: "review reminder", text: reviewEmail({ ...words, reminder: true }).text },
    { email: "review text", text: reviewText(words) },
    { email: "booking", text: `${booked.subject}\n${booked.text}` },
  ];
}

const cards = import.meta.glob<string>(["../../content/**/*.{ts,json,md}", "!../../content/**/*.test.ts", "!../../content/business.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The assistant's answer cards: the files of content/ that hold them (a path naming answers or
 * cards, beside the share images' words). Until the assistant's cards land there are none, and
 * the test says so.
 */
export function answerCardTexts(): { file: string; text: string }[] {
  return Object.entries(cards)
    .filter(([path]) => /answer|card/i.test(path) && !path.endsWith("social-cards.ts"))
    .map(([path, text]) => ({ file: path.replace(/^\.\.\/\.\.\//, ""), text: plainClaims(text) }));
}
