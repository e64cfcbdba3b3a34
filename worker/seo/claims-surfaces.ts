import { answerCards } from "../../content/answers";
import { socialCards } from "../../content/social-cards";
import { fillClaims, plainClaims } from "../../contracts/claims";
import type { SiteConfig } from "../../contracts/site-config";
import { drawnCards } from "../../contracts/social-cards";
import { acknowledgementEmail } from "../leads/acknowledge";
import { reviewEmail, reviewText } from "../reviews/messages";
import { homeownerEmail, type NoticeRecord } from "../schedule/notice-email";
import type { AppointmentRecord } from "../schedule/queries";

/**
 * What the claims test (claims.test.ts) reads besides the pages: the share images' words, the
 * e-mails and texts to homeowners, and what the assistant's answer cards say.
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

/**
 * What the assistant's answer cards (content/answers) say, as the chat says it: every answer, its
 * Spanish, its "more" and its link's words, the registry's claims filled in with this
 * configuration's marks. The visitors' phrasings a card is matched against (`asks`) are not said.
 */
export function answerCardTexts(config: SiteConfig): { file: string; text: string }[] {
  return answerCards.map((card) => ({
    file: `content/answers (${card.id})`,
    text: fillClaims(
      [card.answer, card.answerEs, card.more, card.moreEs, card.link.label, card.link.labelEs].filter(Boolean).join(" | "),
      config,
    ),
  }));
}
