import { Hono } from "hono";
import type { ErasureHistory, ErasurePreview, ErasureResult } from "../../../contracts/admin";
import { countOf } from "../../../contracts/text";
import { z } from "../../../contracts/z";
import { actorOf } from "../../admin/audit";
import type { AppEnv } from "../../env";
import { erasePerson, findPerson, recentErasures } from "../../privacy/erase";
import { personKey } from "../../privacy/person";
import { jsonInput } from "../json-input";

/** /api/admin/erasure (/admin/privacy): erase everything held about a person, after a look at what that is. */
export const erasureAdminApi = new Hono<AppEnv>();

const PERSON_MESSAGE = "Enter the person's e-mail address or phone number.";
const person = z
  .string({ error: PERSON_MESSAGE })
  .max(254, PERSON_MESSAGE)
  .transform((value, ctx) => {
    const key = personKey(value);
    if (!key) ctx.addIssue({ code: "custom", message: PERSON_MESSAGE });
    return key ?? z.NEVER;
  });

const previewSchema = z.object({ person });
const CONFIRM = "Preview first, then confirm the leads to erase.";
const eraseSchema = z
  .object({
    person,
    leadIds: z.array(z.string().max(64), { error: CONFIRM }).max(500),
    /** Their appointments on other leads, as the preview listed them. */
    appointmentIds: z.array(z.string().max(64)).max(500).default([]),
  })
  .refine((input) => input.leadIds.length + input.appointmentIds.length > 0, { message: CONFIRM, path: ["leadIds"] });

/** GET /api/admin/erasure: the latest erasures (counts, who and when). */
erasureAdminApi.get("/", async (c) => c.json({ recent: await recentErasures(c.var.db) } satisfies ErasureHistory));

/** POST /api/admin/erasure/preview {person}: what erasing them would remove; changes nothing. */
erasureAdminApi.post("/preview", jsonInput(previewSchema), async (c) =>
  c.json((await findPerson(c.var.db, c.req.valid("json").person)) satisfies ErasurePreview),
);

/** POST /api/admin/erasure {person, leadIds, appointmentIds?}: erases the confirmed leads and appointments of that person, and everything on them. */
erasureAdminApi.post("/", jsonInput(eraseSchema), async (c) => {
  const { person: key, leadIds, appointmentIds } = c.req.valid("json");
  const counts = await erasePerson(c.var.db, c.env.CHAT_SESSION, key, leadIds, actorOf(c), appointmentIds);
  const message =
    counts.leads + counts.appointments === 0
      ? "Nothing was erased: none of those leads is held for this person any more."
      : `Erased ${countOf(counts.leads, "lead")}, ${countOf(counts.appointments, "appointment")}, ${countOf(counts.deliveries, "delivery record")} and ${countOf(counts.chats, "chat conversation")}.`;
  return c.json({ ...counts, message } satisfies ErasureResult);
});
