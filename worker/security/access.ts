import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";

/**
 * Cloudflare Access: every request to a protected path carries a JWT signed by the team's
 * keys (`Cf-Access-Jwt-Assertion`). It is checked here with jose: RS256 only, the team
 * domain as issuer, the application's AUD tag as audience, expiry enforced.
 */
export interface AccessConfig {
  /** "https://<team>.cloudflareaccess.com" */
  teamDomain: string;
  /** The Access application's AUD tag. */
  audience: string;
}

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";
/** Clock skew allowed between Cloudflare's edge and this Worker. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** The Access settings (wrangler vars ACCESS_TEAM_DOMAIN and ACCESS_AUD); null when either is missing. */
export function accessConfig(env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string }): AccessConfig | null {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim().replace(/\/+$/, "");
  const audience = env.ACCESS_AUD?.trim();
  if (!domain || !audience) return null;
  return { teamDomain: domain.startsWith("https://") ? domain : `https://${domain}`, audience };
}

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The team's signing keys from `<team>/cdn-cgi/access/certs`, kept per isolate. jose caches
 * them and fetches again when a token names a key it does not know (key rotation).
 */
export function teamKeys(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30 * 1000 });
    keySets.set(teamDomain, keys);
  }
  return keys;
}

export type AccessVerdict = { ok: true; email: string } | { ok: false; reason: string };

/** Checks an Access token; the verdict names the signed-in e-mail or why the token was refused. */
export async function verifyAccessToken(
  token: string | undefined | null,
  config: AccessConfig,
  keys: JWTVerifyGetKey = teamKeys(config.teamDomain),
): Promise<AccessVerdict> {
  if (!token) return { ok: false, reason: "no Access token" };
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: config.teamDomain,
      audience: config.audience,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat"],
    });
    if (typeof payload.email !== "string" || !payload.email.includes("@"))
      return { ok: false, reason: "the token names no e-mail address" };
    return { ok: true, email: payload.email.toLowerCase() };
  } catch (error) {
    const code = (error as { code?: string }).code ?? "ERR_JWT_INVALID";
    return { ok: false, reason: code };
  }
}
