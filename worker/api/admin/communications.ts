import { Hono } from "hono";
import { fieldErrors } from "../../../client/lib/contracts/errors";
import { z } from "../../../client/lib/contracts/z";
import { actorOf } from "../../admin/audit";
import { COMMUNICATION_CHANNELS, channelSetup, recentTests, sendTest } from "../../admin/communications";
import { database } from "../../db/client";
import type { AppEnv } from "../../env";
import { apiError } from "../errors";
import { jsonBody } from "../json-body";

/** The communications test (/communications-test): a test e-mail and a test webhook through the real delivery path. */
export const communicationsAdminApi = new Hono<AppEnv>();

const testSchema = z.object({
  channel: z.enum(COMMUNICATION_CHANNELS, { error: 'channel must be "email" or "webhook"' }),
});

/** GET /api/admin/communications -> { channels: where each delivers or what to set, recent: the last 10 tests } */
communicationsAdminApi.get("/communications", async (c) => {
  return c.json({ channels: channelSetup(c.env), recent: await recentTests(database(c.env.DB), 10) });
});

/** POST /api/admin/communications/test {channel} -> { channel, ok, message, durationMs }; every test is audited. */
communicationsAdminApi.post("/communications/test", async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = testSchema.safeParse(read.body);
  if (!parsed.success)
    return apiError(c, 400, "validation_failed", "Choose a channel to test: e-mail or webhook.", fieldErrors(parsed.error));
  return c.json(await sendTest(database(c.env.DB), c.env, parsed.data.channel, actorOf(c)));
});
