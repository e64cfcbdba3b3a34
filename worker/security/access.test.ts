import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { accessConfig, verifyAccessToken } from "./access";

const config = {
  teamDomain: "https://oldline.cloudflareaccess.com",
  audience: "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2",
};

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { privateKey, jwk };
}

const team = await keyPair("team-key-1");
const stranger = await keyPair("team-key-1");
const keys = createLocalJWKSet({ keys: [team.jwk] });

function token(
  overrides: { issuer?: string; audience?: string; expiresIn?: string | number; email?: string | null; key?: CryptoKey } = {},
) {
  const claims = overrides.email === null ? {} : { email: overrides.email ?? "Office@OldLine.example" };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "team-key-1" })
    .setIssuer(overrides.issuer ?? config.teamDomain)
    .setAudience(overrides.audience ?? config.audience)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
    .setExpirationTime(overrides.expiresIn ?? "10m")
    .setSubject("user-1")
    .sign(overrides.key ?? team.privateKey);
}

describe("Cloudflare Access token check", () => {
  it("should accept a valid token and name the signed-in e-mail", async () => {
    expect(await verifyAccessToken(await token(), config, keys)).toEqual({ ok: true, email: "office@oldline.example" });
  });

  it.each([
    ["no token", "no Access token", async () => undefined],
    ["a malformed token", "ERR_JWS_INVALID", async () => "not.a.jwt"],
    ["a wrong signature", "ERR_JWS_SIGNATURE_VERIFICATION_FAILED", async () => token({ key: stranger.privateKey })],
    ["a wrong audience", "ERR_JWT_CLAIM_VALIDATION_FAILED", async () => token({ audience: "another-application" })],
    ["a wrong issuer", "ERR_JWT_CLAIM_VALIDATION_FAILED", async () => token({ issuer: "https://evil.cloudflareaccess.com" })],
    ["an expired token", "ERR_JWT_EXPIRED", async () => token({ expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ["a token without an e-mail", "the token names no e-mail address", async () => token({ email: null })],
    [
      "an HS256 token",
      "ERR_JOSE_ALG_NOT_ALLOWED",
      async () =>
        new SignJWT({ email: "office@oldline.example" })
          .setProtectedHeader({ alg: "HS256", kid: "team-key-1" })
          .setIssuer(config.teamDomain)
          .setAudience(config.audience)
          .setIssuedAt()
          .setExpirationTime("10m")
          .sign(new TextEncoder().encode("a shared secret anyone could guess")),
    ],
  ])("should refuse %s", async (_, reason, make) => {
    expect(await verifyAccessToken(await make(), config, keys)).toEqual({ ok: false, reason });
  });

  it("should read the configuration only when both settings are present", () => {
    expect(accessConfig({})).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: "oldline.cloudflareaccess.com" })).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: "oldline.cloudflareaccess.com/", ACCESS_AUD: " aud " })).toEqual({
      teamDomain: "https://oldline.cloudflareaccess.com",
      audience: "aud",
    });
  });
});
