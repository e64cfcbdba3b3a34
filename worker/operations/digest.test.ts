import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { deliveries } from "../db/schema";
import type { Env } from "../env";
import { channelConfig } from "../leads/notify";
import { testChannels } from "../test/channels";
import { storeTestLead } from "../test/leads";
import { sendDailyDigest } from "./digest";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

/** Both channels, as the digest reads them. */
function channels(emailFails = false) {
  const { env: configured, ...received } = testChannels({ emailFails });
  return { config: channelConfig(configured), ...received };
}

describe("the daily digest", () => {
  it("should e-mail the contractor the last day's leads, bookings and failed deliveries, without anyone's details", async () => {
    const now = new Date();
    await storeTestLead({ name: "Rosa Delgado" }, new Date(now.getTime() - 60 * 60 * 1000));
    await storeTestLead({ source: "chat" }, new Date(now.getTime() - 2 * 60 * 60 * 1000));
    const failed = await storeTestLead({}, new Date(now.getTime() - 3 * 60 * 60 * 1000));
    // Two days ago: not part of this digest.
    await storeTestLead({}, new Date(now.getTime() - 48 * 60 * 60 * 1000));
    await db.insert(deliveries).values({ leadId: failed, channel: "webhook", attempt: 6, status: "failed", error: "webhook answered 500" });

    const { config, emails, hooks, fetcher } = channels();
    await sendDailyDigest(db, config, fetcher, now);
    expect(hooks).toEqual([]);
    expect(emails).toHaveLength(1);
    const [digest] = emails;
    expect(digest!.to).toBe("owner@example.com");
    expect(digest!.subject).toBe("Daily summary: 3 leads, 0 bookings, 1 failed delivery");
    expect(digest!.text).toContain("Leads received: 3 (Contact Page 2, chat 1)");
    expect(digest!.text).toContain("Failed deliveries: 1");
    expect(digest!.text).toContain("/admin");
    expect(digest!.text).not.toContain("Rosa");
  });

  it("should report by webhook when the digest e-mail itself fails", async () => {
    const { config, hooks, fetcher } = channels(true);
    await sendDailyDigest(db, config, fetcher);
    expect(hooks).toEqual([
      expect.objectContaining({ event: "alert", alert: { kind: "digest_failed", error: "Error: destination address is not verified" } }),
    ]);
  });
});
