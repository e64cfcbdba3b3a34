import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { DEV_COOKIE } from "./admin-guard";

const devEnv = { ...(env as Env), ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "", ADMIN_DEV_SIGN_IN: "true" } as Env;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

/** A request as the server receives it: the URL the runtime built and the Host header the client sent. */
const send = (url: string, host: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Host", host);
  return app.request(new Request(url, { ...init, headers, redirect: "manual" }), undefined, devEnv, ctx);
};

const signIn = (next: string, host = "localhost:8787") =>
  send("http://localhost:8787/dev-sign-in", host, {
    method: "POST",
    body: new URLSearchParams({ next }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

const sessionCookie = (response: Response) => /admin_dev_session=([^;]*)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];

describe("development sign-in", () => {
  it("should decide 'local' from the Host header, not from a request URL that names localhost", async () => {
    // A request target "//localhost/admin" sent to a deployed host: the URL says localhost, the Host header does not.
    expect((await send("http://localhost/admin", "www.oldline.example")).status).toBe(503);
    expect((await signIn("/admin", "www.oldline.example")).status).toBe(404);
    for (const host of ["localhost", "localhost:8787", "127.0.0.1:5173", "[::1]:8787", "LOCALHOST"]) {
      expect((await send("http://localhost:8787/admin", host)).status, host).toBe(401);
    }
    for (const host of ["localhost.evil.com", "evil.com:8787", "127.0.0.1.nip.io", "[::1]x"]) {
      expect((await send("http://localhost:8787/admin", host)).status, host).toBe(503);
    }
  });

  it("should sign a random session value that no other process can know", async () => {
    const value = sessionCookie(await signIn("/admin"));
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await send("http://localhost:8787/admin/delivery", "localhost:8787", { headers: { Cookie: `${DEV_COOKIE}=${value}` } })).status,
    ).toBe(200);
    for (const forged of ["1", "0", "", "true", value!.replace(/^./, (c) => (c === "a" ? "b" : "a"))]) {
      const response = await send("http://localhost:8787/admin/delivery", "localhost:8787", {
        headers: { Cookie: `${DEV_COOKIE}=${forged}` },
      });
      expect(response.status, forged).toBe(401);
    }
  });

  it.each([
    "/\\evil.com",
    "//evil.com",
    "/\\/evil.com",
    "https://evil.com",
    "/admin\\..\\evil",
    "/ad\tmin",
    "/admin\u0000",
    "admin",
    "",
    "/.//evil.com",
  ])("should return to /admin instead of next=%j", async (next) => {
    const response = await signIn(next);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin");
  });

  it("should return to a page on this site", async () => {
    const response = await signIn("/admin/leads/abc?tab=notes");
    expect(response.headers.get("Location")).toBe("/admin/leads/abc?tab=notes");
  });
});
