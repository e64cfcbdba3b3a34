/** The sample commercial jobs: a flat roof seen from above, a retail strip, an office building. */
import { picture } from "./canvas";
import { type Box, groundShadow, volume } from "./house";
import { type Canvas, sky, tree, treeLine, type Weather } from "./landscape";
import { type Condition, clipped, wallSurface } from "./materials";
import { windowUnit } from "./openings";
import { grid, look } from "./residential";
import { el, group, polygon, shade } from "./svg";
import { GROUND, HEIGHT, WIDTH } from "./yard";

type Point = readonly [number, number];

/** Sky, trees and a paved lot with parking stripes in front of a commercial building. */
function lot(condition: Condition, seed: number, draw: (canvas: Canvas) => string[]): string {
  const weather: Weather = condition === "worn" ? "overcast" : "clear";
  return picture(WIDTH, HEIGHT, 560, seed, (canvas) => {
    const stripes: string[] = [];
    for (let x = -200; x < WIDTH + 200; x += 150) {
      stripes.push(
        polygon(
          [
            [x, 760],
            [x + 5, 760],
            [WIDTH / 2 + (x + 5 - WIDTH / 2) * 1.5, HEIGHT],
            [WIDTH / 2 + (x - WIDTH / 2) * 1.5, HEIGHT],
          ],
          { fill: "#f4f1e8", opacity: 0.8 },
        ),
      );
    }
    return [
      sky(canvas, weather),
      treeLine(canvas, weather),
      el("rect", { x: 0, y: 570, width: WIDTH, height: 140, fill: weather === "overcast" ? "#738564" : "#6aa04e" }),
      el("rect", { x: 0, y: 700, width: WIDTH, height: 200, fill: condition === "worn" ? "#5e5f60" : "#56585b" }),
      el("rect", { x: 0, y: 700, width: WIDTH, height: 24, fill: "#c4bfb5" }),
      ...stripes,
      tree(canvas, 90, 712, 380),
      tree(canvas, 1120, 712, 340),
      ...draw(canvas),
    ];
  });
}

/** Salisbury: a ponding built-up roof becomes white TPO over tapered insulation, seen from above. */
export function salisburyFlatRoof(condition: Condition): string {
  const worn = condition === "worn";
  const left = 250;
  const right = 860;
  const top = 520;
  const dx = 150;
  const dy = 190;
  return lot(condition, 41, (canvas) => {
    const roofPoints: Point[] = [
      [left, top],
      [right, top],
      [right + dx, top - dy],
      [left + dx, top - dy],
    ];
    // Roof-plane coordinates: x along the front, depth d back from it (0..1).
    const onRoof = (x: number, d: number): Point => [x + dx * d, top - dy * d];
    const roofParts = [el("rect", { x: left, y: top - dy, width: right - left + dx, height: dy, fill: worn ? "#5e5d59" : "#eef1f2" })];
    if (worn) {
      for (let i = 0; i < 260; i++) {
        const [x, y] = onRoof(canvas.rng.between(left, right), canvas.rng.next());
        roofParts.push(el("circle", { cx: x, cy: y, r: 1.6, fill: canvas.rng.chance(0.5) ? "#7a7873" : "#45443f" }));
      }
      for (const [x, d, r] of [
        [420, 0.45, 70],
        [650, 0.6, 90],
        [560, 0.25, 50],
      ] as const) {
        const [cx, cy] = onRoof(x, d);
        roofParts.push(el("ellipse", { cx, cy, rx: r, ry: r * 0.32, fill: "#7f8f9a", opacity: 0.85, filter: canvas.blur(3) }));
        roofParts.push(el("ellipse", { cx: cx - r * 0.2, cy: cy - 3, rx: r * 0.4, ry: r * 0.08, fill: "#c9d3d9", opacity: 0.6 }));
      }
      for (const [x, d] of [
        [330, 0.7],
        [760, 0.3],
      ] as const) {
        const [px, py] = onRoof(x, d);
        roofParts.push(el("rect", { x: px, y: py, width: 60, height: 22, fill: "#2b2a27", opacity: 0.8 }));
      }
    } else {
      for (let d = 0.12; d < 1; d += 0.12) {
        const [ax, ay] = onRoof(left, d);
        const [bx, by] = onRoof(right, d);
        roofParts.push(el("line", { x1: ax, y1: ay, x2: bx, y2: by, stroke: "#cfd6da", "stroke-width": 2 }));
      }
      const [ax, ay] = onRoof((left + right) / 2, 0);
      const [bx, by] = onRoof((left + right) / 2, 1);
      roofParts.push(el("line", { x1: ax, y1: ay, x2: bx, y2: by, stroke: "#dde3e6", "stroke-width": 3 }));
    }
    const side: Point[] = [
      [right, top],
      [right + dx, top - dy],
      [right + dx, GROUND - dy],
      [right, GROUND],
    ];
    const front: Point[] = [
      [left, GROUND],
      [left, top],
      [right, top],
      [right, GROUND],
    ];
    const wall = { kind: "panel" as const, colour: worn ? "#b9b1a2" : "#c9c1b2", condition: "new" as const };
    const windows: Box[] = grid([290, 420, 550, 680, 780], [590], 70, 90);
    return [
      groundShadow(canvas, left, right + dx, GROUND),
      wallSurface(canvas, side, wall),
      polygon(side, { fill: "#000", opacity: 0.22 }),
      wallSurface(canvas, front, wall),
      ...windows.map((box) =>
        windowUnit(canvas, box.x, box.y, box.w, box.h, { style: "storefront", frame: "#3a3f44", trim: "#8d8f91", condition: "new" }),
      ),
      clipped(canvas, roofPoints, ...roofParts),
      hvac(onRoof(600, 0.55), 70),
      hvac(onRoof(380, 0.3), 50),
      polygon([...roofPoints], { fill: "none", stroke: worn ? "#8b8780" : "#a9adb1", "stroke-width": 8, "stroke-linejoin": "round" }),
      ...(worn
        ? [el("rect", { x: right + dx * 0.5 - 4, y: top - dy * 0.5 + 10, width: 8, height: 120, fill: "#3d3a33", opacity: 0.35 })]
        : []),
      el("rect", { x: right + dx * 0.5 - 10, y: top - dy * 0.5 + 4, width: 20, height: 10, fill: worn ? "#6f6a60" : "#b8bcbf" }),
    ];
  });
}

/** A rooftop unit: a small box on the roof. */
function hvac([x, y]: Point, size: number): string {
  const depth = size * 0.5;
  return group(
    {},
    el("rect", { x: x - size / 2, y: y - size * 0.6, width: size, height: size * 0.6, fill: "#9ea3a7" }),
    polygon(
      [
        [x - size / 2, y - size * 0.6],
        [x + size / 2, y - size * 0.6],
        [x + size / 2 + depth * 0.6, y - size * 0.6 - depth * 0.7],
        [x - size / 2 + depth * 0.6, y - size * 0.6 - depth * 0.7],
      ],
      { fill: "#c3c7ca" },
    ),
    polygon(
      [
        [x + size / 2, y],
        [x + size / 2, y - size * 0.6],
        [x + size / 2 + depth * 0.6, y - size * 0.6 - depth * 0.7],
        [x + size / 2 + depth * 0.6, y - depth * 0.7],
      ],
      { fill: "#7f8488" },
    ),
    el("circle", { cx: x, cy: y - size * 0.6 - depth * 0.35, r: size * 0.2, fill: "#6f7478" }),
  );
}

/** Frederick: a retail strip's stained, warped siding becomes fiber cement panels and lap siding. */
export function frederickRetailStrip(condition: Condition): string {
  const worn = condition === "worn";
  return lot(condition, 43, (canvas) => {
    const parts = [groundShadow(canvas, 110, 1090, GROUND)];
    const upper: Point[] = [
      [110, 540],
      [110, 420],
      [1090, 420],
      [1090, 540],
    ];
    const lower: Point[] = [
      [110, GROUND],
      [110, 540],
      [1090, 540],
      [1090, GROUND],
    ];
    parts.push(
      wallSurface(
        canvas,
        upper,
        worn ? { kind: "vinyl", colour: "#c8b89a", condition: "worn" } : { kind: "panel", colour: "#4b5157", condition: "new" },
      ),
      wallSurface(
        canvas,
        lower,
        worn ? { kind: "vinyl", colour: "#d6cbb4", condition: "worn" } : { kind: "fiber-cement", colour: "#d9d4ca", condition: "new" },
      ),
      el("rect", { x: 100, y: 404, width: 1000, height: 18, fill: worn ? "#8d8a84" : "#2f3338" }),
      el("rect", { x: 110, y: 540, width: 980, height: 10, fill: worn ? "#a39c8c" : "#f4f2ee" }),
    );
    const signColours = ["#1f4e79", "#8c2f39", "#2f6b4f", "#b7791f", "#4a3f6b"];
    for (let bay = 0; bay < 5; bay++) {
      const x = 130 + bay * 194;
      parts.push(
        el("rect", {
          x: x + 20,
          y: 445,
          width: 140,
          height: 62,
          rx: 4,
          fill: worn ? shade(signColours[bay] as string, 0.35) : (signColours[bay] as string),
        }),
      );
      parts.push(el("rect", { x: x + 34, y: 466, width: 112, height: 8, rx: 4, fill: "#ffffff", opacity: 0.85 }));
      parts.push(el("rect", { x: x + 54, y: 482, width: 72, height: 6, rx: 3, fill: "#ffffff", opacity: 0.6 }));
      parts.push(windowUnit(canvas, x + 10, 570, 100, 118, { style: "storefront", frame: "#2f3338", trim: "#4b5157", condition: "new" }));
      parts.push(el("rect", { x: x + 124, y: 582, width: 46, height: 112, fill: "#2f3338" }));
      parts.push(el("rect", { x: x + 129, y: 588, width: 36, height: 100, fill: "#5b8db5" }));
      parts.push(el("rect", { x: x + 133, y: 588, width: 10, height: 100, fill: "#ffffff", opacity: 0.2 }));
    }
    return parts;
  });
}

/** Wilmington: a three-storey office's leaking single-pane windows become insulated low-E units. */
export function wilmingtonOffice(condition: Condition): string {
  const worn = condition === "worn";
  const house = look(condition, {
    roof: { kind: "architectural", colour: "#4f4b47", condition: "new" },
    wall: { kind: "brick", colour: "#9a5a43", condition: "new" },
    window: worn ? { style: "picture", frame: "#9fa3a6" } : { style: "double-hung", frame: "#4a3b2f" },
    trim: "#d9d3c7",
  });
  const windows = [...grid([300, 400, 500, 640, 740, 840], [260, 390], 62, 92), ...grid([300, 400, 740, 840], [520], 62, 92)];
  return lot(condition, 47, (canvas) => [
    groundShadow(canvas, 250, 950, GROUND),
    volume(canvas, { left: 250, width: 700, groundY: GROUND, height: 480, roof: "flat", rise: 0, windows }, house),
    windowUnit(canvas, 530, 560, 140, 132, { style: "storefront", frame: "#2f3338", trim: "#d9d3c7", condition: "new" }),
    el("rect", { x: 240, y: 212, width: 720, height: 12, fill: "#d9d3c7" }),
    ...(worn
      ? windows.map((box) =>
          el("rect", { x: box.x + 6, y: box.y + box.h + 12, width: box.w - 12, height: 30, fill: "#3d3a33", opacity: 0.22 }),
        )
      : []),
  ]);
}
