/**
 * Vite plugin: draws the share images (1200x630 JPEG, /social/<name>.jpg, every page's og:image)
 * when the site is built, from their words in content/social-cards.ts, the claims registry and the
 * configuration of the environment being built (CLOUDFLARE_ENV's [env.*.vars] in wrangler.toml,
 * the top-level [vars] for a local build): a claim is drawn only once the owner confirmed it, the
 * licences only once configured. Offline: an SVG of our own, turned into a JPEG by sharp. The dev
 * server draws them on request. Nothing of any library is changed; only our own images are built.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Plugin } from "vite";
import { business, isPlaceholder } from "../content/business";
import type { SocialCard } from "../content/social-cards";
import { claimsConfirmedSetting } from "../contracts/claims";
import { type DrawnCard, drawnCards } from "../contracts/social-cards";
import { escapeHtml } from "../contracts/text";
import { readDeployTarget } from "./deploy-config";

const WIDTH = 1200;
const HEIGHT = 630;
const PATH = /^\/social\/([a-z-]+)\.jpg$/;

/** The configuration a build draws with: the environment's vars (a deploy) or the local ones. */
export function cardConfig(env = process.env.CLOUDFLARE_ENV, configPath = "wrangler.toml") {
  const target = readDeployTarget(configPath, env ?? "");
  const vars = env ? target.vars : target.localVars;
  const value = (name: string) => (isPlaceholder(vars[name]) ? "PLACEHOLDER" : (vars[name] ?? "").trim());
  return {
    claimsConfirmed: claimsConfirmedSetting(vars.CLAIMS_CONFIRMED),
    mhicLicense: value("MHIC_LICENSE"),
    deLicense: value("DE_LICENSE"),
  };
}

/** Lines of at most `max` characters, broken between words (the title's 66 px bold fits about 27). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const mark = () => readFileSync(new URL("../public/favicon.svg", import.meta.url));

/** One card as an SVG: the brand, the eyebrow, the title, the points as pills, the licences. */
export function cardSvg(card: DrawnCard): string {
  const titleLines = wrap(card.title, 27).slice(0, 3);
  // DejaVu Sans at 26 px: about 15 px a character, plus the pill's padding.
  let x = 72;
  const pills = card.points.map((point) => {
    const width = Math.round(point.length * 15.2 + 44);
    const pill = `<rect x="${x}" y="488" width="${width}" height="60" rx="10" fill="#ffffff" fill-opacity="0.12"/><text x="${x + 22}" y="527" font-size="26">${escapeHtml(point)}</text>`;
    x += width + 18;
    return pill;
  });
  const logo = `data:image/svg+xml;base64,${mark().toString("base64")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif" fill="#ffffff">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a1c2e"/><stop offset="0.55" stop-color="#0f2a44"/><stop offset="1" stop-color="#184a77"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <image x="72" y="60" width="64" height="64" href="${logo}" xlink:href="${logo}"/>
  <text x="156" y="104" font-size="34" font-weight="700">${escapeHtml(business.name)}</text>
  <text x="72" y="200" font-size="28" font-weight="700" fill="#fbbf24" letter-spacing="3">${escapeHtml(card.eyebrow.toUpperCase())}</text>
  ${titleLines.map((line, index) => `<text x="72" y="${280 + index * 72}" font-size="66" font-weight="800">${escapeHtml(line)}</text>`).join("\n  ")}
  ${pills.join("\n  ")}
  ${card.identity ? `<text x="72" y="592" font-size="20" fill="#cbd5e1">${escapeHtml(card.identity)}</text>` : ""}
  <rect x="0" y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="#f59e0b"/>
</svg>`;
}

/** A card as the JPEG pages share. */
export const cardJpeg = (card: DrawnCard) =>
  sharp(Buffer.from(cardSvg(card)))
    .resize(WIDTH, HEIGHT)
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();

export function socialCards(): Plugin {
  return {
    name: "social-cards",
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      const cards = drawnCards(cardConfig());
      for (const [name, card] of Object.entries(cards) as [SocialCard, DrawnCard][])
        this.emitFile({ type: "asset", fileName: `social/${name}.jpg`, source: await cardJpeg(card) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = PATH.exec(request.url ?? "")?.[1] as SocialCard | undefined;
        const card = name ? drawnCards(cardConfig())[name] : undefined;
        if (!card) return next();
        cardJpeg(card).then(
          (jpeg) => {
            response.setHeader("Content-Type", "image/jpeg");
            response.end(jpeg);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
