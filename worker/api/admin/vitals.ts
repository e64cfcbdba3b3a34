import { Hono } from "hono";
import type { VitalsReport } from "../../../contracts/vitals";
import { vitalsReport } from "../../attribution/vitals";
import type { AppEnv } from "../../env";
import { localDate } from "../../schedule/calendar";

/** /api/admin/vitals: speed as visitors feel it (docs/decisions/037-real-user-speed.md). */
export const vitalsAdminApi = new Hono<AppEnv>();

/** GET /api/admin/vitals: p75 of LCP, INP, CLS and TTFB per page type, for the last 7 and 28 days. */
vitalsAdminApi.get("/", async (c) => c.json((await vitalsReport(c.var.db, localDate(new Date()))) satisfies VitalsReport));
