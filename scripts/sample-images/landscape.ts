/** The ground a building stands on: sky, clouds, distant trees, lawn, trees, shrubs and paths. */
import { el, gradient, group, polygon, type Random, shade } from "./svg";

/** Clear for an 'after', overcast for a 'before', golden hour for the hero. */
export type Weather = "clear" | "overcast" | "golden";

export interface Canvas {
  width: number;
  height: number;
  /** Where the lawn meets the distant trees. */
  horizon: number;
  rng: Random;
  /** A fresh id for a gradient, clip path or filter. */
  id: (prefix: string) => string;
  /** A Gaussian blur of this strength, as a `filter` attribute value (defined once per picture). */
  blur: (strength: number) => string;
}

const SKIES: Record<Weather, [string, string, string]> = {
  clear: ["#5d9fd6", "#9fcaec", "#e4f1f9"],
  overcast: ["#8f9aa5", "#b4bcc4", "#d9dcdf"],
  golden: ["#3f5f8f", "#d99a6c", "#f6d6a2"],
};

export function sky(canvas: Canvas, weather: Weather): string {
  const id = canvas.id("sky");
  const [top, middle, bottom] = SKIES[weather];
  const colours = gradient(id, [
    [0, top],
    [0.6, middle],
    [1, bottom],
  ]);
  const sun =
    weather === "overcast"
      ? ""
      : sunGlow(
          canvas,
          weather === "golden" ? canvas.width * 0.18 : canvas.width * 0.82,
          weather === "golden" ? canvas.horizon - 40 : 110,
          weather,
        );
  return colours + el("rect", { width: canvas.width, height: canvas.horizon + 40, fill: `url(#${id})` }) + sun + clouds(canvas, weather);
}

function sunGlow(canvas: Canvas, x: number, y: number, weather: Weather): string {
  const id = canvas.id("sun");
  const warm = weather === "golden";
  return (
    el(
      "defs",
      {},
      el(
        "radialGradient",
        { id },
        el("stop", { offset: 0, "stop-color": warm ? "#fff4d6" : "#ffffff", "stop-opacity": 0.95 }),
        el("stop", { offset: 0.25, "stop-color": warm ? "#ffd58a" : "#fffbe8", "stop-opacity": 0.55 }),
        el("stop", { offset: 1, "stop-color": warm ? "#ffb870" : "#ffffff", "stop-opacity": 0 }),
      ),
    ) + el("circle", { cx: x, cy: y, r: canvas.width * (warm ? 0.4 : 0.22), fill: `url(#${id})` })
  );
}

function clouds(canvas: Canvas, weather: Weather): string {
  const { rng } = canvas;
  const count = weather === "overcast" ? 7 : 3;
  const colour = weather === "overcast" ? "#c7ccd2" : weather === "golden" ? "#f3c9a4" : "#ffffff";
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = rng.between(0, canvas.width);
    const cy = rng.between(40, canvas.horizon * (weather === "overcast" ? 0.75 : 0.45));
    const size = rng.between(50, weather === "overcast" ? 140 : 90);
    const puffs: string[] = [];
    for (let p = 0; p < 5; p++) {
      puffs.push(
        el("ellipse", {
          cx: cx + (p - 2) * size * 0.55 + rng.between(-10, 10),
          cy: cy - (p === 1 || p === 2 || p === 3 ? size * rng.between(0.15, 0.35) : 0),
          rx: size * rng.between(0.45, 0.7),
          ry: size * rng.between(0.28, 0.42),
        }),
      );
    }
    parts.push(group({ fill: colour, opacity: weather === "overcast" ? 0.85 : 0.7 }, ...puffs));
  }
  if (weather === "overcast") parts.push(el("rect", { width: canvas.width, height: canvas.horizon, fill: "#aab2ba", opacity: 0.18 }));
  return group({}, ...parts);
}

/** A line of distant trees along the horizon, paler with distance. */
export function treeLine(canvas: Canvas, weather: Weather): string {
  const { rng } = canvas;
  const base = weather === "golden" ? "#4f6a4a" : weather === "overcast" ? "#6f7f6c" : "#5f8a5c";
  const rows: string[] = [];
  for (const [depth, colour] of [
    [0, shade(base, 0.35)],
    [1, base],
  ] as const) {
    const blobs: string[] = [];
    for (let x = -40; x < canvas.width + 40; x += rng.between(30, 60)) {
      const r = rng.between(28, 60) * (depth === 0 ? 0.8 : 1);
      blobs.push(el("circle", { cx: x, cy: canvas.horizon - r * 0.45 + depth * 14, r }));
    }
    rows.push(group({ fill: colour }, ...blobs, el("rect", { x: 0, y: canvas.horizon - 4 + depth * 14, width: canvas.width, height: 60 })));
  }
  return group({}, ...rows);
}

/** The lawn from the horizon to the bottom edge. */
export function lawn(canvas: Canvas, weather: Weather, tone: "green" | "dry" | "dune" = "green"): string {
  const id = canvas.id("lawn");
  const colours: Record<typeof tone, [string, string]> = {
    green: weather === "overcast" ? ["#7d955f", "#5f7a47"] : weather === "golden" ? ["#7f9a4a", "#4d6e36"] : ["#7fb35a", "#4f8a3a"],
    dry: ["#9a9a62", "#77784a"],
    dune: ["#e6d3a8", "#cdb482"],
  };
  const [near, far] = colours[tone];
  const grassTop = canvas.horizon + 10;
  return (
    gradient(id, [
      [0, far],
      [1, near],
    ]) + el("rect", { x: 0, y: grassTop, width: canvas.width, height: canvas.height - grassTop, fill: `url(#${id})` })
  );
}

/** A paved strip from (x, top) widening toward the viewer. */
export function path(canvas: Canvas, x: number, top: number, width: number, colour = "#c9c3b8"): string {
  const spread = width * 0.9;
  return polygon(
    [
      [x - width / 2, top],
      [x + width / 2, top],
      [x + width / 2 + spread, canvas.height],
      [x - width / 2 - spread, canvas.height],
    ],
    { fill: colour },
  );
}

/** A rounded shrub of overlapping leaves, darker at its foot. */
export function shrub(canvas: Canvas, x: number, groundY: number, size: number, colour = "#3f7a3a"): string {
  const { rng } = canvas;
  const puffs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const angle = (i / 7) * Math.PI;
    puffs.push(
      el("circle", {
        cx: x + Math.cos(angle) * size * 0.55,
        cy: groundY - Math.sin(angle) * size * 0.45 - size * 0.2,
        r: size * rng.between(0.32, 0.45),
        fill: shade(colour, rng.between(-0.15, 0.15)),
      }),
    );
  }
  const highlight = el("circle", { cx: x - size * 0.2, cy: groundY - size * 0.6, r: size * 0.25, fill: shade(colour, 0.18), opacity: 0.5 });
  return group(
    {},
    el("ellipse", { cx: x + size * 0.15, cy: groundY + 2, rx: size * 0.95, ry: size * 0.18, fill: "#1f3a1a", opacity: 0.25 }),
    ...puffs,
    highlight,
  );
}

/** A broadleaf tree: trunk and a crown of layered leaf masses, lit from the upper left. */
export function tree(canvas: Canvas, x: number, groundY: number, height: number, colour = "#3d7a3a"): string {
  const { rng } = canvas;
  const crownY = groundY - height * 0.62;
  const radius = height * 0.3;
  const masses: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = rng.between(0, Math.PI * 2);
    const distance = rng.between(0, radius * 0.7);
    masses.push(
      el("circle", {
        cx: x + Math.cos(angle) * distance,
        cy: crownY + Math.sin(angle) * distance * 0.8,
        r: radius * rng.between(0.45, 0.65),
        fill: shade(colour, rng.between(-0.2, 0.05)),
      }),
    );
  }
  for (let i = 0; i < 4; i++) {
    masses.push(
      el("circle", {
        cx: x - radius * rng.between(0.1, 0.45),
        cy: crownY - radius * rng.between(0.1, 0.5),
        r: radius * rng.between(0.22, 0.35),
        fill: shade(colour, rng.between(0.06, 0.14)),
      }),
    );
  }
  return group(
    {},
    el("ellipse", { cx: x + radius * 0.4, cy: groundY + 3, rx: radius * 1.1, ry: radius * 0.16, fill: "#1f3a1a", opacity: 0.25 }),
    polygon(
      [
        [x - height * 0.035, groundY],
        [x + height * 0.035, groundY],
        [x + height * 0.02, crownY],
        [x - height * 0.02, crownY],
      ],
      { fill: "#5a4432" },
    ),
    ...masses,
  );
}

/** A narrow evergreen, for variety beside a tree. */
export function evergreen(x: number, groundY: number, height: number, colour = "#2f5e3a"): string {
  const tiers = [0, 1, 2, 3].map((i) => {
    const top = groundY - height + i * height * 0.2;
    const half = height * (0.14 + i * 0.06);
    return polygon(
      [
        [x, top],
        [x + half, top + height * 0.34],
        [x - half, top + height * 0.34],
      ],
      { fill: shade(colour, i * 0.04 - 0.05) },
    );
  });
  return group({}, el("rect", { x: x - 5, y: groundY - height * 0.12, width: 10, height: height * 0.12, fill: "#5a4432" }), ...tiers);
}

/** A mulch bed along a wall's foot, with a lawn edge in front. */
export function bed(left: number, right: number, groundY: number): string {
  return group(
    {},
    el("rect", { x: left, y: groundY, width: right - left, height: 22, rx: 8, fill: "#5a3f2c" }),
    el("rect", { x: left, y: groundY + 18, width: right - left, height: 4, rx: 2, fill: "#3f2c1f", opacity: 0.6 }),
  );
}

/** Mown stripes across the lawn, lighter and darker, for a kept yard. */
export function mownStripes(canvas: Canvas): string {
  const stripes: string[] = [];
  const top = canvas.horizon + 10;
  for (let i = 0; i < 12; i += 2) {
    const x = (canvas.width / 12) * i;
    stripes.push(
      polygon(
        [
          [canvas.width / 2 + (x - canvas.width / 2) * 0.5, top],
          [canvas.width / 2 + (x + canvas.width / 12 - canvas.width / 2) * 0.5, top],
          [canvas.width / 2 + (x + canvas.width / 12 - canvas.width / 2) * 1.6, canvas.height],
          [canvas.width / 2 + (x - canvas.width / 2) * 1.6, canvas.height],
        ],
        { fill: "#ffffff", opacity: 0.04 },
      ),
    );
  }
  return group({}, ...stripes);
}

/** Tufts of dune grass. */
export function duneGrass(canvas: Canvas, x: number, groundY: number): string {
  const { rng } = canvas;
  const blades: string[] = [];
  for (let i = 0; i < 9; i++) {
    const lean = rng.between(-26, 26);
    const height = rng.between(26, 54);
    blades.push(
      el("path", {
        d: `M${x + i * 3 - 12} ${groundY} Q${x + i * 3 - 12 + lean * 0.3} ${groundY - height * 0.6} ${x + i * 3 - 12 + lean} ${groundY - height}`,
        stroke: i % 2 ? "#8a9a52" : "#a3ae62",
        "stroke-width": 2.4,
        fill: "none",
      }),
    );
  }
  return group({}, ...blades);
}
