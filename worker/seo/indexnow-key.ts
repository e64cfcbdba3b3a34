import type { Env } from "../env";
import { isIndexNowKey } from "./indexnow";

/** The configured IndexNow key (wrangler var INDEXNOW_KEY); undefined when unset or malformed. */
export function indexNowKey(env: Env): string | undefined {
  const key = env.INDEXNOW_KEY?.trim();
  return key && isIndexNowKey(key) ? key : undefined;
}
