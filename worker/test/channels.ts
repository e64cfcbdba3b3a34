import { env } from "cloudflare:workers";
import type { Env } from "../env";

/**
 * Both lead channels configured: e-mail to a recording binding (refusing when `emailFails`), the
 * webhook to a recording fetcher answering `webhookStatus`. Returns the configuration and what each received.
 */
export function testChannels({ webhookStatus = 200, emailFails = false } = {}) {
  const emails: { to: string; subject: string; text: string }[] = [];
  const hooks: Record<string, unknown>[] = [];
  const binding = {
    send: async (message: (typeof emails)[number]) => {
      if (emailFails) throw new Error("destination address is not verified");
      emails.push(message);
    },
  } as unknown as SendEmail;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    hooks.push(JSON.parse(await new Request(input, init).text()) as Record<string, unknown>);
    return new Response(webhookStatus < 400 ? "ok" : "unavailable", { status: webhookStatus });
  }) as typeof fetch;
  const configured = {
    ...(env as Env),
    LEAD_EMAIL: binding,
    LEAD_EMAIL_FROM: "leads@example.com",
    LEAD_EMAIL_TO: "owner@example.com",
    LEAD_WEBHOOK_URL: "https://hooks.example.test/leads",
    LEAD_WEBHOOK_SECRET: "whsec-test",
  } as Env;
  return { env: configured, emails, hooks, fetcher };
}
