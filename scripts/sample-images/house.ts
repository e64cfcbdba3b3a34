/** A building seen from the front, drawn as volumes: walls, openings, roof, trim, gutters. */
import type { Canvas } from "./landscape";
import { type Condition, clipped, type RoofMaterial, roofSurface, type WallMaterial, wallSurface } from "./materials";
import { door, garageDoor, type WindowLook, windowUnit } from "./openings";
import { el, gradient, group, polygon, shade } from "./svg";

type Point = readonly [number, number];

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Volume {
  left: number;
  width: number;
  groundY: number;
  /** Wall height from the ground to the eave. */
  height: number;
  roof: "hip" | "gable" | "front-gable" | "flat";
  /** How far the ridge rises above the eave. */
  rise: number;
  windows?: readonly Box[];
  door?: { x: number; w: number; h: number };
  garage?: { x: number; w: number; h: number };
  chimney?: { x: number; w: number };
  skylights?: readonly { x: number; w: number }[];
  /** Set back behind its neighbours: drawn a little darker. */
  recessed?: boolean;
}

export interface Look {
  roof: RoofMaterial;
  wall: WallMaterial;
  trim: string;
  window: WindowLook;
  doorColour: string;
  /** Worn trim and gutters, dented and stained. */
  condition: Condition;
}

const OVERHANG = 22;

/** The wall outline: a rectangle, with the gable triangle for a front-facing gable. */
function wallOutline(v: Volume): Point[] {
  const top = v.groundY - v.height;
  const right = v.left + v.width;
  if (v.roof === "front-gable") {
    return [
      [v.left, v.groundY],
      [v.left, top],
      [v.left + v.width / 2, top - v.rise],
      [right, top],
      [right, v.groundY],
    ];
  }
  return [
    [v.left, v.groundY],
    [v.left, top],
    [right, top],
    [right, v.groundY],
  ];
}

function roofOutline(v: Volume): Point[] {
  const top = v.groundY - v.height;
  const right = v.left + v.width;
  const eave = top + 8;
  if (v.roof === "hip") {
    const inset = Math.min(v.rise * 1.1, v.width * 0.32);
    return [
      [v.left - OVERHANG, eave],
      [right + OVERHANG, eave],
      [right - inset, top - v.rise],
      [v.left + inset, top - v.rise],
    ];
  }
  return [
    [v.left - OVERHANG, eave],
    [right + OVERHANG, eave],
    [right + OVERHANG - 6, top - v.rise],
    [v.left - OVERHANG + 6, top - v.rise],
  ];
}

export function volume(canvas: Canvas, v: Volume, look: Look): string {
  const top = v.groundY - v.height;
  const right = v.left + v.width;
  const parts: string[] = [];
  const outline = wallOutline(v);
  parts.push(wallSurface(canvas, outline, look.wall));
  if (look.wall.kind !== "brick") {
    for (const x of [v.left, right - 9]) parts.push(el("rect", { x, y: top, width: 9, height: v.height, fill: look.trim }));
  }
  parts.push(el("rect", { x: v.left - 3, y: v.groundY - 12, width: v.width + 6, height: 16, fill: "#a9a398" }));
  parts.push(underEaveShadow(canvas, v, outline));
  for (const box of v.windows ?? []) parts.push(windowUnit(canvas, box.x, box.y, box.w, box.h, look.window));
  if (v.door) parts.push(door(v.door.x, v.groundY - 4, v.door.w, v.door.h, look.doorColour, look.trim, look.condition));
  if (v.garage) parts.push(garageDoor(v.garage.x, v.groundY, v.garage.w, v.garage.h, "#f1eee8", look.trim, look.condition));
  parts.push(roof(canvas, v, look));
  if (v.recessed) parts.push(polygon([...outline], { fill: "#000", opacity: 0.07 }));
  for (const skylight of v.skylights ?? [])
    parts.push(skylightUnit(canvas, skylight.x, top - v.rise * 0.78, skylight.w, v.rise * 0.42, look.roof.condition));
  if (v.chimney) parts.push(chimney(canvas, v.chimney.x, top - v.rise - 46, v.chimney.w, v.rise * 0.7 + 46, look.condition));
  return group({}, ...parts);
}

/** The eave's shadow on the wall just under the roof. */
function underEaveShadow(canvas: Canvas, v: Volume, outline: Point[]): string {
  const top = v.groundY - v.height;
  const id = canvas.id("eave");
  if (v.roof === "front-gable") {
    const mid = v.left + v.width / 2;
    return clipped(
      canvas,
      outline,
      polygon(
        [
          [v.left, top],
          [mid, top - v.rise],
          [v.left + v.width, top],
          [v.left + v.width, top + 20],
          [mid, top - v.rise + 22],
          [v.left, top + 20],
        ],
        { fill: "#000", opacity: 0.18 },
      ),
    );
  }
  if (v.roof === "flat") return "";
  const shadow = gradient(id, [
    [0, "#000", 0.35],
    [1, "#000", 0],
  ]);
  return shadow + el("rect", { x: v.left, y: top, width: v.width, height: 26, fill: `url(#${id})` });
}

function roof(canvas: Canvas, v: Volume, look: Look): string {
  const top = v.groundY - v.height;
  const right = v.left + v.width;
  const fascia = look.condition === "worn" ? shade(look.trim, -0.2) : look.trim;
  if (v.roof === "flat") {
    return group(
      {},
      el("rect", {
        x: v.left - 6,
        y: top - 16,
        width: v.width + 12,
        height: 18,
        fill: look.roof.condition === "worn" ? "#8d8a84" : "#d9dadb",
      }),
      el("rect", { x: v.left - 6, y: top + 1, width: v.width + 12, height: 3, fill: "#000", opacity: 0.2 }),
    );
  }
  if (v.roof === "front-gable") {
    const mid = v.left + v.width / 2;
    const band = 18;
    const outer: Point[] = [
      [v.left - OVERHANG, top + 10],
      [mid, top - v.rise - OVERHANG * 0.7],
      [right + OVERHANG, top + 10],
      [right + OVERHANG - 6, top + 10 + band * 0.3],
      [mid, top - v.rise - OVERHANG * 0.7 + band],
      [v.left - OVERHANG + 6, top + 10 + band * 0.3],
    ];
    const trimBand: Point[] = [
      [v.left - OVERHANG + 6, top + 10 + band * 0.3],
      [mid, top - v.rise - OVERHANG * 0.7 + band],
      [right + OVERHANG - 6, top + 10 + band * 0.3],
      [right + OVERHANG - 10, top + 20 + band * 0.3],
      [mid, top - v.rise - OVERHANG * 0.7 + band + 10],
      [v.left - OVERHANG + 10, top + 20 + band * 0.3],
    ];
    return group({}, roofSurface(canvas, outer, look.roof), polygon(trimBand, { fill: fascia }));
  }
  const outline = roofOutline(v);
  const parts = [roofSurface(canvas, outline, look.roof)];
  // Ridge cap, fascia and gutter along the eave, downspouts at the corners.
  const ridge = outline[3] as Point;
  const ridgeEnd = outline[2] as Point;
  parts.push(el("rect", { x: ridge[0], y: ridge[1] - 3, width: ridgeEnd[0] - ridge[0], height: 6, fill: shade(look.roof.colour, -0.3) }));
  parts.push(el("rect", { x: v.left - OVERHANG, y: top + 6, width: v.width + OVERHANG * 2, height: 9, fill: fascia }));
  const gutter = look.condition === "worn" ? "#b7b3a8" : "#f4f2ee";
  parts.push(el("rect", { x: v.left - OVERHANG - 3, y: top + 13, width: v.width + OVERHANG * 2 + 6, height: 8, rx: 3, fill: gutter }));
  parts.push(
    el("rect", { x: v.left - OVERHANG - 3, y: top + 19, width: v.width + OVERHANG * 2 + 6, height: 2, fill: "#000", opacity: 0.15 }),
  );
  for (const x of [v.left - OVERHANG + 4, right + OVERHANG - 12]) {
    parts.push(el("rect", { x, y: top + 20, width: 8, height: v.height - 14, fill: gutter }));
    parts.push(el("rect", { x: x + 6, y: top + 20, width: 2, height: v.height - 14, fill: "#000", opacity: 0.12 }));
  }
  return group({}, ...parts);
}

function skylightUnit(canvas: Canvas, x: number, y: number, w: number, h: number, condition: Condition): string {
  const id = canvas.id("skylight");
  const worn = condition === "worn";
  return group(
    {},
    gradient(
      id,
      [
        [0, worn ? "#c9cdcf" : "#cfe6f6"],
        [1, worn ? "#8e979b" : "#4f7fa6"],
      ],
      0.3,
    ),
    el("rect", { x: x - 6, y: y - 5, width: w + 12, height: h + 10, fill: worn ? "#7d7a73" : "#c8ccd0" }),
    el("rect", { x: x - 2, y: y - 1, width: w + 4, height: h + 2, fill: worn ? "#55524c" : "#3a3f44" }),
    el("rect", { x: x + 2, y: y + 3, width: w - 4, height: h - 6, fill: `url(#${id})` }),
    el("polygon", {
      points: `${x + w * 0.2},${y + h - 3} ${x + w * 0.5},${y + 3} ${x + w * 0.7},${y + 3} ${x + w * 0.4},${y + h - 3}`,
      fill: "#fff",
      opacity: worn ? 0.15 : 0.3,
    }),
    worn ? el("rect", { x: x - 6, y: y + h + 5, width: w + 12, height: 14, fill: "#3b2f25", opacity: 0.35 }) : "",
  );
}

function chimney(canvas: Canvas, x: number, y: number, w: number, h: number, condition: Condition): string {
  const outline: Point[] = [
    [x, y + h],
    [x, y],
    [x + w, y],
    [x + w, y + h],
  ];
  return group(
    {},
    wallSurface(canvas, outline, { kind: "brick", colour: condition === "worn" ? "#8e5a48" : "#9c4f3a", condition }),
    el("rect", { x: x - 6, y: y - 10, width: w + 12, height: 12, fill: "#8d8a84" }),
    el("rect", { x: x, y: y + 2, width: w, height: 8, fill: "#000", opacity: 0.2 }),
    el("rect", { x: x - 4, y: y + h - 12, width: w + 8, height: 12, fill: condition === "worn" ? "#6f6a60" : "#b8bcbf" }),
  );
}

/** The soft shadow a building casts on the lawn around its foot. */
export function groundShadow(canvas: Canvas, left: number, right: number, groundY: number): string {
  return el("rect", {
    x: left - 20,
    y: groundY - 10,
    width: right - left + 60,
    height: 34,
    rx: 16,
    fill: "#1c2a16",
    opacity: 0.35,
    filter: canvas.blur(10),
  });
}

/** A covered porch across the front: posts, a railing and a shed roof. */
export function porch(canvas: Canvas, left: number, width: number, groundY: number, height: number, look: Look): string {
  const top = groundY - height;
  const parts = [
    el("rect", { x: left - 6, y: groundY - 16, width: width + 12, height: 18, fill: "#a9a398" }),
    el("rect", { x: left, y: groundY - 20, width, height: 6, fill: shade(look.trim, -0.1) }),
  ];
  for (let x = left; x <= left + width - 12; x += (width - 12) / 4) {
    parts.push(el("rect", { x, y: top, width: 12, height: height - 18, fill: look.trim }));
    parts.push(el("rect", { x: x + 10, y: top, width: 2, height: height - 18, fill: "#000", opacity: 0.12 }));
  }
  parts.push(el("rect", { x: left, y: groundY - 62, width, height: 5, fill: look.trim }));
  for (let x = left + 8; x < left + width; x += 12) parts.push(el("rect", { x, y: groundY - 58, width: 3, height: 38, fill: look.trim }));
  const roofBand: Point[] = [
    [left - 16, top + 6],
    [left + width + 16, top + 6],
    [left + width + 10, top - 34],
    [left - 10, top - 34],
  ];
  parts.push(roofSurface(canvas, roofBand, look.roof));
  parts.push(el("rect", { x: left - 16, y: top + 2, width: width + 32, height: 10, fill: look.trim }));
  return group({}, ...parts);
}
