/** Surfaces: shingle, metal and membrane roofs; lap siding, fiber cement and brick walls; new or worn. */
import type { Canvas } from "./landscape";
import { blocks, el, fade, gradient, group, polygon, shade, shadedBlocks } from "./svg";

export type Condition = "new" | "worn";
type Point = readonly [number, number];

export interface RoofMaterial {
  kind: "architectural" | "three-tab" | "metal";
  colour: string;
  condition: Condition;
}

export interface WallMaterial {
  kind: "vinyl" | "clapboard" | "fiber-cement" | "brick" | "panel";
  colour: string;
  condition: Condition;
}

function bounds(points: readonly Point[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** Everything drawn inside `points` is clipped to them. */
export function clipped(canvas: Canvas, points: readonly Point[], ...content: string[]): string {
  const id = canvas.id("clip");
  return el("defs", {}, el("clipPath", { id }, polygon(points, {}))) + group({ "clip-path": `url(#${id})` }, ...content);
}

/** A roof plane inside `points`, courses running from the top edge to the eave at the bottom. */
export function roofSurface(canvas: Canvas, points: readonly Point[], roof: RoofMaterial): string {
  const box = bounds(points);
  const worn = roof.condition === "worn";
  const base = worn ? fade(roof.colour, 0.45) : roof.colour;
  const parts = [el("rect", { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, fill: base })];
  if (roof.kind === "metal") parts.push(...metalSeams(box, base));
  else parts.push(...shingleCourses(canvas, box, roof, base));
  if (worn) parts.push(...weathering(canvas, box, roof.kind));
  // Light falls from the upper left: a soft sheen toward the ridge.
  const sheen = canvas.id("sheen");
  parts.push(
    gradient(
      sheen,
      [
        [0, "#ffffff", 0.14],
        [1, "#000000", 0.12],
      ],
      0.4,
    ),
    el("rect", { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, fill: `url(#${sheen})` }),
  );
  return clipped(canvas, points, ...parts);
}

function shingleCourses(canvas: Canvas, box: ReturnType<typeof bounds>, roof: RoofMaterial, base: string): string[] {
  const { rng } = canvas;
  const worn = roof.condition === "worn";
  const course = 13;
  const tabs: [number, number, number, number][] = [];
  const bleached: [number, number, number, number][] = [];
  const missing: [number, number, number, number][] = [];
  const edges: [number, number, number, number][] = [];
  let row = 0;
  for (let y = box.top; y < box.bottom; y += course, row++) {
    let x = box.left - (roof.kind === "three-tab" ? (row % 2) * 18 : rng.between(0, 30));
    while (x < box.right) {
      const width = roof.kind === "three-tab" ? 36 : rng.between(18, 44);
      const tab = [x + 0.6, y, width - 1.2, course] as [number, number, number, number];
      if (worn && rng.chance(0.05))
        bleached.push(tab); // a bleached, curled tab
      else if (worn && rng.chance(0.025))
        missing.push(tab); // a missing tab shows the felt
      else tabs.push(tab);
      x += width;
    }
    // The butt edge of each course casts a thin shadow on the one below.
    edges.push([box.left, y + course - 1.6, box.right - box.left, 1.6]);
  }
  return [
    ...shadedBlocks(rng, base, worn ? 0.22 : 0.1, tabs),
    blocks(bleached, { fill: shade(base, 0.3) }),
    blocks(missing, { fill: "#2a2623" }),
    blocks(edges, { fill: "#000", opacity: 0.28 }),
  ];
}

function metalSeams(box: ReturnType<typeof bounds>, base: string): string[] {
  const height = box.bottom - box.top;
  const seams: [number, number, number, number][][] = [[], [], []];
  for (let x = box.left; x < box.right; x += 30) {
    seams[0]?.push([x, box.top, 3, height]);
    seams[1]?.push([x + 3, box.top, 2, height]);
    seams[2]?.push([x + 5, box.top, 10, height]);
  }
  return [
    blocks(seams[0] ?? [], { fill: shade(base, 0.35) }),
    blocks(seams[1] ?? [], { fill: shade(base, -0.25) }),
    blocks(seams[2] ?? [], { fill: shade(base, 0.06) }),
  ];
}

/** Algae streaks running down the slope and patches of moss: years without a new roof. */
function weathering(canvas: Canvas, box: ReturnType<typeof bounds>, kind: RoofMaterial["kind"]): string[] {
  const { rng } = canvas;
  const streak = canvas.id("streak");
  const parts = [
    gradient(streak, [
      [0, "#1e1d1a", 0],
      [1, "#1e1d1a", kind === "metal" ? 0.35 : 0.5],
    ]),
  ];
  const height = box.bottom - box.top;
  for (let i = 0; i < 9; i++) {
    const x = rng.between(box.left, box.right);
    parts.push(el("rect", { x, y: box.top + height * rng.between(0.2, 0.5), width: rng.between(14, 40), height, fill: `url(#${streak})` }));
  }
  for (let i = 0; i < 5; i++) {
    parts.push(
      el("ellipse", {
        cx: rng.between(box.left, box.right),
        cy: rng.between(box.top + height * 0.3, box.bottom),
        rx: rng.between(14, 34),
        ry: rng.between(5, 10),
        fill: kind === "metal" ? "#8a5a32" : "#5f6f3a",
        opacity: 0.6,
        filter: canvas.blur(4),
      }),
    );
  }
  return parts;
}

/** A wall inside `points`: lap siding, fiber cement or brick. */
export function wallSurface(canvas: Canvas, points: readonly Point[], wall: WallMaterial): string {
  const box = bounds(points);
  const worn = wall.condition === "worn";
  const base = worn ? fade(wall.colour, 0.4) : wall.colour;
  const parts = [el("rect", { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, fill: base })];
  if (wall.kind === "brick") parts.push(...bricks(canvas, box, base));
  else if (wall.kind === "panel") parts.push(...panels(box, base));
  else parts.push(...laps(canvas, box, wall, base));
  if (worn) parts.push(...grime(canvas, box, wall));
  return clipped(canvas, points, ...parts);
}

function laps(canvas: Canvas, box: ReturnType<typeof bounds>, wall: WallMaterial, base: string): string[] {
  const { rng } = canvas;
  const exposure = wall.kind === "fiber-cement" ? 11 : 9;
  const width = box.right - box.left;
  const shadows: [number, number, number, number][] = [];
  const lights: [number, number, number, number][] = [];
  const joints: [number, number, number, number][] = [];
  for (let y = box.top + exposure; y < box.bottom; y += exposure) {
    shadows.push([box.left, y - 1.4, width, 1.4]);
    lights.push([box.left, y, width, 1]);
    if (wall.kind !== "vinyl" && wall.condition === "new") {
      // Board joints, staggered, on fiber cement and wood.
      for (let x = box.left + rng.between(0, 160); x < box.right; x += rng.between(140, 260))
        joints.push([x, y - exposure, 1, exposure - 1.4]);
    }
  }
  return [
    blocks(shadows, { fill: shade(base, -0.28) }),
    blocks(lights, { fill: shade(base, 0.18) }),
    blocks(joints, { fill: shade(base, -0.12) }),
  ];
}

/** Large fiber cement panels with open reveals between them. */
function panels(box: ReturnType<typeof bounds>, base: string): string[] {
  const reveals: [number, number, number, number][] = [];
  for (let x = box.left + 118; x < box.right; x += 120) reveals.push([x, box.top, 3, box.bottom - box.top]);
  for (let y = box.top + 58; y < box.bottom; y += 60) reveals.push([box.left, y, box.right - box.left, 3]);
  return [blocks(reveals, { fill: shade(base, -0.3) })];
}

function bricks(canvas: Canvas, box: ReturnType<typeof bounds>, base: string): string[] {
  const units: [number, number, number, number][] = [];
  let row = 0;
  for (let y = box.top; y < box.bottom; y += 9, row++) {
    for (let x = box.left - (row % 2) * 13; x < box.right; x += 26) units.push([x + 1, y + 1, 24, 7]);
  }
  return [
    el("rect", { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, fill: "#cfc6b8" }),
    ...shadedBlocks(canvas.rng, base, 0.11, units),
  ];
}

/** Mildew rising from the ground, faded patches and a few cracked or missing boards. */
function grime(canvas: Canvas, box: ReturnType<typeof bounds>, wall: WallMaterial): string[] {
  const { rng } = canvas;
  const mildew = canvas.id("mildew");
  const parts = [
    gradient(mildew, [
      [0.55, "#3d4a2a", 0],
      [1, "#3d4a2a", 0.38],
    ]),
    el("rect", { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, fill: `url(#${mildew})` }),
  ];
  for (let i = 0; i < 7; i++) {
    parts.push(
      el("ellipse", {
        cx: rng.between(box.left, box.right),
        cy: rng.between(box.top, box.bottom),
        rx: rng.between(20, 60),
        ry: rng.between(10, 30),
        fill: "#ffffff",
        opacity: 0.12,
      }),
    );
  }
  if (wall.kind === "brick") return parts;
  for (let i = 0; i < 6; i++) {
    const x = rng.between(box.left + 20, box.right - 60);
    const y = rng.between(box.top + 20, box.bottom - 20);
    const width = rng.between(24, 60);
    parts.push(
      polygon(
        [
          [x, y],
          [x + width, y + 1],
          [x + width * 0.7, y + 7],
          [x + width * 0.3, y + 5],
        ],
        { fill: wall.kind === "clapboard" ? "#8a7a62" : "#5a5a55", opacity: 0.7 },
      ),
    );
  }
  return parts;
}
