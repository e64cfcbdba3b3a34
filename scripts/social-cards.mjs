// Draws the social cards (1200x630 JPEG) that pages share on Facebook, X and LinkedIn, with
// Debian's Chromium: `node scripts/social-cards.mjs` rewrites public/social/*.jpg.
// The cards are committed; run this again when a card's words or the brand colours change.
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const company = "Old Line Exteriors";
const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");

/** Keep in step with SOCIAL_CARDS in worker/seo/social-cards.ts. */
const cards = {
  home: {
    eyebrow: "Maryland & Delaware since 1995",
    title: "Best Prices on Roofing, Siding & Windows",
    points: ["25 year warranty", "Free written estimates", "24/7 emergency service"],
  },
  roofing: {
    eyebrow: "Roofing Services",
    title: "Roof Replacement, Repair & Inspections",
    points: ["Shingle, metal & flat roofs", "Storm damage & claims help", "25 year warranty"],
  },
  siding: {
    eyebrow: "Siding Installation",
    title: "Siding That Protects & Refreshes Your Home",
    points: ["Vinyl & fiber cement", "Soffit, fascia & trim", "Free written estimates"],
  },
  windows: {
    eyebrow: "Window Installation",
    title: "Energy Efficient Replacement Windows",
    points: ["Double-hung & casement", "Low-E glass", "25 year warranty"],
  },
  insights: {
    eyebrow: "Insights",
    title: "Plain Guidance on Roofs, Claims & Warranties",
    points: ["Insurance claims", "Materials & ventilation", "Storm damage"],
  },
  company: {
    eyebrow: "Licensed MD & DE contractor",
    title: "Roofing, Siding & Windows Done Right",
    points: ["15K+ projects", "A+ accredited rating", "Since 1995"],
  },
};

const html = ({ eyebrow, title, points }) => `<!DOCTYPE html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: "DejaVu Sans", Arial, sans-serif; color: #fff;
    background: linear-gradient(135deg, #0a1c2e 0%, #0f2a44 55%, #184a77 100%); padding: 64px 72px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
  .brand svg { width: 64px; height: 64px; }
  .eyebrow { margin-top: 64px; color: #fbbf24; font-size: 28px; font-weight: 700; letter-spacing: 3px; text-transform: uppercase; }
  h1 { margin-top: 18px; font-size: 66px; line-height: 1.1; font-weight: 800; max-width: 1000px; }
  ul { margin-top: auto; display: flex; gap: 18px; padding: 0; list-style: none; }
  li { white-space: nowrap; background: rgba(255,255,255,.12); border-radius: 10px; padding: 14px 22px; font-size: 26px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: #f59e0b; }
</style></head><body>
  <div class="brand">${mark}<span>${company}</span></div>
  <p class="eyebrow">${eyebrow}</p>
  <h1>${title}</h1>
  <ul>${points.map((p) => `<li>${p}</li>`).join("")}</ul>
  <div class="bar"></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, card] of Object.entries(cards)) {
  await page.setContent(html(card));
  await page.screenshot({ path: new URL(`../public/social/${name}.jpg`, import.meta.url).pathname, type: "jpeg", quality: 85 });
  console.log(`public/social/${name}.jpg`);
}
await browser.close();
