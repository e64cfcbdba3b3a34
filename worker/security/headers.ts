import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";
import { pageProof, taggedCampaign } from "./page-proof";

/**
 * Security headers on every worker answer. Scripts run only with the per-request nonce
 * ('strict-dynamic' lets the hashed bundles load their chunks); hydration data travels in a
 * JSON data block, which CSP does not treat as script. A page requested from a tagged link gets
 * as its nonce the proof of its campaign (worker/security/page-proof.ts), still unguessable.
 */
export function securityHeaders({ dev }: { dev: boolean }): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    originAgentCluster: "?1",
    xXssProtection: "0",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      // Cloudflare Turnstile's challenge frame, when the lead forms use it.
      frameSrc: ["'self'", "https://challenges.cloudflare.com"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
  return async (c, next) => {
    const campaign = taggedCampaign(c.req.method, new URL(c.req.url));
    if (campaign) c.set("secureHeadersNonce", await pageProof(c.env, campaign, new Date()));
    return headers(c, next);
  };
}
