import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "../../contracts/leads";
import { validLead } from "../test/leads";
import { checkSpam, MIN_FILL_MS, turnstileVerifier } from "./spam";

const lead = (overrides = {}) => leadSubmissionSchema.parse(validLead(overrides));

function siteverify(success: boolean, seen: FormData[] = []) {
  return (async (_url: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init?.body as FormData);
    return Response.json({ success });
  }) as typeof fetch;
}

describe("spam checks", () => {
  it("should pass a person who took their time and left the honeypot empty", async () => {
    expect(await checkSpam(lead({ elapsedMs: MIN_FILL_MS }), null, "")).toEqual({ ok: true });
  });

  it("should catch the honeypot, a too-fast fill and a missing fill time", async () => {
    expect(await checkSpam(lead({ website: "x" }), null, "")).toEqual({ ok: false, reason: "honeypot" });
    expect(await checkSpam(lead({ elapsedMs: MIN_FILL_MS - 1 }), null, "")).toEqual({ ok: false, reason: "too_fast" });
    expect(await checkSpam(lead({ elapsedMs: undefined }), null, "")).toEqual({ ok: true });
  });

  it("should skip Turnstile when no secret is configured", () => {
    expect(turnstileVerifier(undefined)).toBeNull();
    expect(turnstileVerifier("")).toBeNull();
  });

  it("should verify the Turnstile token server-side when the secret is configured", async () => {
    const seen: FormData[] = [];
    const verify = turnstileVerifier("secret-key", siteverify(true, seen))!;
    expect(await checkSpam(lead({ turnstileToken: "token-1" }), verify, "203.0.113.5")).toEqual({ ok: true });
    expect(seen[0]?.get("secret")).toBe("secret-key");
    expect(seen[0]?.get("response")).toBe("token-1");
    expect(seen[0]?.get("remoteip")).toBe("203.0.113.5");

    const refuse = turnstileVerifier("secret-key", siteverify(false))!;
    expect(await checkSpam(lead({ turnstileToken: "bad" }), refuse, "")).toEqual({ ok: false, reason: "turnstile" });
    expect(await checkSpam(lead({ turnstileToken: undefined }), verify, "")).toEqual({ ok: false, reason: "turnstile" });
  });

  it("should fail closed when siteverify cannot be reached", async () => {
    const down = turnstileVerifier("secret-key", (async () => {
      throw new TypeError("network down");
    }) as typeof fetch)!;
    expect(await checkSpam(lead({ turnstileToken: "t" }), down, "")).toEqual({ ok: false, reason: "turnstile" });
  });
});
