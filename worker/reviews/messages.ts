import { business } from "../../content/business";

/**
 * The review request and its one reminder, by e-mail or text. They ask for honest words, good or
 * bad, and offer nothing in return (16 CFR 465: no incentive for a review, none for a good one).
 */
export interface RequestWords {
  firstName: string;
  service: string;
  link: string;
  reminder: boolean;
}

export function reviewEmail(words: RequestWords): { subject: string; text: string } {
  const hello = words.firstName ? `Hello ${words.firstName},` : "Hello,";
  const subject = words.reminder
    ? `A reminder: how did your ${words.service.toLowerCase()} job go?`
    : `How did we do on your ${words.service.toLowerCase()} job?`;
  return {
    subject,
    text: [
      hello,
      "",
      `Thank you for choosing ${business.name}. Would you tell us how the work went? It takes a minute: a star rating and a few words, good or bad.`,
      "",
      words.link,
      "",
      `This link is for you alone. We will not ask again after this e-mail${words.reminder ? "." : " and one reminder."}`,
      "",
      business.name,
    ].join("\n"),
  };
}

export function reviewText(words: RequestWords): string {
  const first = words.firstName ? `${words.firstName}, ` : "";
  return `${business.name}: ${first}${words.reminder ? "a reminder: " : ""}how did your ${words.service.toLowerCase()} job go? A rating and a few words: ${words.link} Reply STOP to opt out.`;
}
