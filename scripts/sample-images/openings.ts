/** Windows, doors and garage doors, new or worn. */
import type { Canvas } from "./landscape";
import type { Condition } from "./materials";
import { blocks, el, gradient, group, shade } from "./svg";

export interface WindowLook {
  /** double-hung: one meeting rail; colonial: six-over-six grilles; picture: one pane; storefront: tall glass. */
  style: "double-hung" | "colonial" | "picture" | "storefront";
  frame: string;
  trim: string;
  condition: Condition;
  shutters?: string;
  /** Warm light inside, for the hero at golden hour. */
  lit?: boolean;
}

/** One window with its trim, sashes, glass and sill at (x, y), w wide and h high. */
export function windowUnit(canvas: Canvas, x: number, y: number, w: number, h: number, look: WindowLook): string {
  const worn = look.condition === "worn";
  const t = Math.max(5, w * 0.09);
  const parts: string[] = [];
  if (look.shutters) {
    const louvers: [number, number, number, number][] = [];
    for (const sx of [x - t - w * 0.42, x + w + t + 2]) {
      parts.push(
        el("rect", { x: sx, y: y - t, width: w * 0.4, height: h + t * 2, fill: worn ? shade(look.shutters, 0.25) : look.shutters }),
      );
      for (let ly = y; ly < y + h; ly += 7) louvers.push([sx + 3, ly, w * 0.4 - 6, 2]);
    }
    parts.push(blocks(louvers, { fill: shade(look.shutters, -0.3), opacity: 0.5 }));
  }
  // Trim, its shadow on the wall, then the glass.
  parts.push(el("rect", { x: x - t + 3, y: y - t + 4, width: w + t * 2, height: h + t * 2, fill: "#000", opacity: 0.18 }));
  parts.push(el("rect", { x: x - t, y: y - t, width: w + t * 2, height: h + t * 2, fill: worn ? shade(look.trim, -0.18) : look.trim }));
  parts.push(glass(canvas, x, y, w, h, look));
  parts.push(...sashes(x, y, w, h, look));
  // Sill.
  parts.push(
    el("rect", { x: x - t - 4, y: y + h + t - 2, width: w + t * 2 + 8, height: 6, fill: worn ? "#b9ad98" : shade(look.trim, -0.05) }),
  );
  parts.push(el("rect", { x: x - t - 4, y: y + h + t + 4, width: w + t * 2 + 8, height: 2, fill: "#000", opacity: 0.2 }));
  if (worn) parts.push(...wornGlass(canvas, x, y, w, h));
  return group({}, ...parts);
}

function glass(canvas: Canvas, x: number, y: number, w: number, h: number, look: WindowLook): string {
  const id = canvas.id("glass");
  const [top, middle, bottom] = look.lit
    ? ["#ffd98a", "#f5b862", "#c98a45"]
    : look.condition === "worn"
      ? ["#7f8c93", "#5f6b72", "#4d565c"]
      : ["#a8d2ef", "#5b8db5", "#2f587a"];
  return (
    gradient(
      id,
      [
        [0, top],
        [0.5, middle],
        [1, bottom],
      ],
      0.5,
    ) +
    el("rect", { x, y, width: w, height: h, fill: `url(#${id})` }) +
    // A diagonal reflection across the pane.
    el("polygon", {
      points: `${x + w * 0.15},${y + h} ${x + w * 0.55},${y} ${x + w * 0.75},${y} ${x + w * 0.35},${y + h}`,
      fill: "#ffffff",
      opacity: look.lit ? 0.12 : 0.22,
    })
  );
}

function sashes(x: number, y: number, w: number, h: number, look: WindowLook): string[] {
  const frame = look.condition === "worn" ? "#a9adb0" : look.frame;
  const bar = Math.max(3, w * 0.05);
  const parts = [el("rect", { x, y, width: w, height: h, fill: "none", stroke: frame, "stroke-width": bar })];
  if (look.style === "double-hung" || look.style === "colonial") {
    parts.push(el("rect", { x, y: y + h / 2 - bar, width: w, height: bar * 2, fill: frame }));
  }
  if (look.style === "colonial") {
    for (const half of [0, 1]) {
      const top = y + (h / 2) * half;
      for (const fx of [1 / 3, 2 / 3]) parts.push(el("rect", { x: x + w * fx - 1, y: top, width: 2, height: h / 2, fill: frame }));
      parts.push(el("rect", { x, y: top + h / 4 - 1, width: w, height: 2, fill: frame }));
    }
  }
  if (look.style === "storefront") {
    parts.push(el("rect", { x, y: y + h * 0.78, width: w, height: bar, fill: frame }));
    for (let fx = w / 3; fx < w - 1; fx += w / 3) parts.push(el("rect", { x: x + fx - bar / 2, y, width: bar, height: h, fill: frame }));
  }
  return parts;
}

/** Failed seals fog the glass; old aluminium frames chalk and stain. */
function wornGlass(canvas: Canvas, x: number, y: number, w: number, h: number): string[] {
  const { rng } = canvas;
  const parts = [el("rect", { x, y, width: w, height: h, fill: "#e8ecee", opacity: 0.28 })];
  for (let i = 0; i < 2; i++) {
    parts.push(
      el("ellipse", {
        cx: x + rng.between(0.3, 0.7) * w,
        cy: y + rng.between(0.55, 0.85) * h,
        rx: w * rng.between(0.25, 0.35),
        ry: h * rng.between(0.1, 0.16),
        fill: "#ffffff",
        opacity: 0.35,
        filter: canvas.blur(6),
      }),
    );
  }
  parts.push(el("rect", { x: x + w * 0.1, y: y + h + 2, width: w * 0.8, height: 10, fill: "#6b5a44", opacity: 0.25 }));
  return parts;
}

/** A front door with panels, a transom and trim. */
export function door(x: number, groundY: number, w: number, h: number, colour: string, trim: string, condition: Condition): string {
  const y = groundY - h;
  const fill = condition === "worn" ? shade(colour, 0.2) : colour;
  const panels: string[] = [];
  for (const row of [0, 1, 2]) {
    for (const col of [0, 1]) {
      panels.push(
        el("rect", {
          x: x + w * (0.14 + col * 0.4),
          y: y + h * (0.25 + row * 0.24),
          width: w * 0.32,
          height: h * 0.18,
          fill: "none",
          stroke: shade(fill, -0.3),
          "stroke-width": 2,
        }),
      );
    }
  }
  return group(
    {},
    el("rect", { x: x - 10, y: y - 26, width: w + 20, height: h + 26, fill: trim }),
    el("rect", { x: x, y: y - 20, width: w, height: 14, fill: "#8fb3cf" }),
    el("rect", { x, y, width: w, height: h, fill }),
    ...panels,
    el("circle", { cx: x + w * 0.84, cy: y + h * 0.55, r: 3, fill: "#d9b45a" }),
    el("rect", { x: x - 16, y: groundY, width: w + 32, height: 8, fill: "#b8b0a4" }),
  );
}

/** A sectional garage door: raised panels in four rows. */
export function garageDoor(x: number, groundY: number, w: number, h: number, colour: string, trim: string, condition: Condition): string {
  const y = groundY - h;
  const fill = condition === "worn" ? shade(colour, -0.08) : colour;
  const parts = [
    el("rect", { x: x - 8, y: y - 8, width: w + 16, height: h + 8, fill: trim }),
    el("rect", { x, y, width: w, height: h, fill }),
  ];
  for (let row = 0; row < 4; row++) {
    const ry = y + (h / 4) * row;
    parts.push(el("rect", { x, y: ry + h / 4 - 2, width: w, height: 2, fill: shade(fill, -0.25) }));
    for (let col = 0; col < 4; col++) {
      parts.push(
        el("rect", {
          x: x + (w / 4) * col + 6,
          y: ry + 6,
          width: w / 4 - 12,
          height: h / 4 - 14,
          fill: "none",
          stroke: shade(fill, -0.15),
          "stroke-width": 2,
        }),
      );
    }
  }
  parts.push(el("rect", { x, y, width: w, height: 10, fill: "#000", opacity: 0.15 }));
  return group({}, ...parts);
}
