import { Hono } from "hono";
import type { CommunicationsStatus, CommunicationsTestResult } from "../../../contracts/admin";
import { z } from "../../../contracts/z";
import { actorOf } from "../../admin/audit";
import { COMMUNICATION_CHANNELS, channelSetup, recentTests, sendTest } from "../../admin/communications";
import type { AppEnv } from "../../env";
import { jsonInput } from "../json-input";

/** /api/admin/communications (/communications-test): a test e-mail, webhook and text message through the real delivery path. */
export const communicationsAdminApi = new Hono<AppEnv>();

const testSchema = z.object({
  channel: z.enum(COMMUNICATION_CHANNELS, { error: 'channel must be "email", "webhook" or "sms"' }),
});

/** GET /api/admin/communications -> { channels: where each delivers or what to set, recent: the last 10 tests } */
communicationsAdminApi.get("/", async (c) => {
  return c.json({ channels: channelSetup(c.env), recent: await recentTests(c.var.db, 10) } satisfies CommunicationsStatus);
});

/** POST /api/admin/communications/test {channel} -> { channel, ok, message, durationMs }; every test is audited. */
communicationsAdminApi.post("/test", jsonInput(testSchema, "Choose a channel to test: e-mail, webhook or text message."), async (c) => {
  return c.json((await sendTest(c.var.db, c.env, c.req.valid("json").channel, actorOf(c))) satisfies CommunicationsTestResult);
});
