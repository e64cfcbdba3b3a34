/** Small helpers for writing SVG as strings, and a seeded random source so every drawing is repeatable. */

type Attrs = Record<string, string | number | undefined>;

/** One SVG element: `el("rect", { x: 0, y: 0 })`, children joined in order. */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? round(value) : value}"`)
    .join("");
  return children.length ? `<${tag}${list}>${children.join("")}</${tag}>` : `<${tag}${list}/>`;
}

export const group = (attrs: Attrs, ...children: string[]) => el("g", attrs, ...children);

/** A closed path through the points. */
export const polygon = (points: readonly (readonly [number, number])[], attrs: Attrs) =>
  el("polygon", { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(" "), ...attrs });

const round = (value: number) => Math.round(value * 10) / 10;

/** mulberry32: a tiny seeded generator; the same seed draws the same picture. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof random>;

/** A colour made lighter (amount > 0) or darker (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(mixed)));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

/** A colour moved toward grey by `amount` (0..1): how weather and age dull paint. */
export function fade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const rgb = [16, 8, 0].map((shift) => (value >> shift) & 255);
  const grey = (rgb[0]! * 0.3 + rgb[1]! * 0.59 + rgb[2]! * 0.11) * 0.95 + 12;
  return `#${rgb
    .map((c) =>
      Math.round(c + (grey - c) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Many rectangles of one colour as a single path: far smaller than one element each. */
export function blocks(rects: readonly (readonly [number, number, number, number])[], attrs: Attrs): string {
  const d = rects.map(([x, y, w, h]) => `M${round(x)} ${round(y)}h${round(w)}v${round(h)}h${round(-w)}z`).join("");
  return d ? el("path", { d, ...attrs }) : "";
}

/** Rectangles sorted into a few shades of `base` (amounts in -spread..spread), one path per shade. */
export function shadedBlocks(
  rng: Random,
  base: string,
  spread: number,
  rects: readonly (readonly [number, number, number, number])[],
): string[] {
  const steps = 5;
  const buckets: (readonly [number, number, number, number])[][] = Array.from({ length: steps }, () => []);
  for (const rect of rects) buckets[Math.floor(rng.next() * steps)]?.push(rect);
  return buckets.map((list, i) => blocks(list, { fill: shade(base, -spread + (2 * spread * i) / (steps - 1)) }));
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

/** A top-to-bottom linear gradient named `id` (leaning right by `lean`), inside its own defs. */
export function gradient(id: string, stops: readonly Stop[], lean = 0): string {
  const list = stops.map(([offset, colour, opacity]) => el("stop", { offset, "stop-color": colour, "stop-opacity": opacity }));
  return el("defs", {}, el("linearGradient", { id, x1: 0, y1: 0, x2: lean, y2: 1 }, ...list));
}
