import { describe, expect, it } from "vitest";
import { channelConfig } from "../leads/notify";
import { testChannels } from "../test/channels";
import { raiseAlert } from "./alerts";

describe("the low review alert", () => {
  it("should name the homeowner, give their number with a Call button, and link the lead and the low reviews", async () => {
    const { env: configured, emails, hooks, fetcher } = testChannels();
    const alert = {
      kind: "low_review",
      leadId: "lead-42",
      reviewId: "review-7",
      rating: 2,
      name: "Dana Whitfield",
      phone: "(410) 555-0142",
    } as const;
    const sent = await raiseAlert(channelConfig(configured), [], alert, fetcher);
    expect(sent).toEqual(["email", "webhook"]);

    const [mail] = emails as { subject: string; text: string; html?: string }[];
    expect(mail!.subject).toBe("Low review: 2 out of 5 stars from Dana Whitfield, (410) 555-0142");
    expect(mail!.text).toContain("Call Dana Whitfield today: (410) 555-0142");
    expect(mail!.text).toContain("/admin/leads/lead-42");
    expect(mail!.text).toContain("/admin/reviews?filter=low");
    expect(mail!.html).toContain('<a href="tel:+14105550142"');
    expect(mail!.html).toContain("Call Dana Whitfield (410) 555-0142</a>");
    expect(mail!.html).toContain('href="http://localhost:8787/admin/leads/lead-42">Open the lead</a>');
    expect(JSON.stringify(hooks[0])).toContain("Dana Whitfield");
  });

  it("should keep a name that tries to add mail headers on one line", async () => {
    const { env: configured, emails, fetcher } = testChannels();
    const alert = { kind: "low_review", leadId: "l", reviewId: "r", rating: 1, name: "Eve\r\nBcc: x@example.net", phone: "" } as const;
    await raiseAlert(channelConfig(configured), ["webhook"], alert, fetcher);
    expect(emails[0]!.subject).toBe("Low review: 1 out of 5 stars from Eve Bcc: x@example.net");
    expect(emails[0]!.text).toContain("the number is on the lead");
  });
});
