/** Forest Hill: a limb on the roof, a tarp, a crushed gutter and cracked siding; then all of it restored. */
import { volume } from "./house";
import type { Canvas } from "./landscape";
import type { Condition } from "./materials";
import { grid, look } from "./residential";
import { el, group, polygon } from "./svg";
import { GROUND, yardPicture } from "./yard";

export function forestHillStorm(condition: Condition): string {
  const worn = condition === "worn";
  const house = look(condition, {
    roof: worn
      ? { kind: "architectural", colour: "#5b5752", condition: "worn" }
      : { kind: "architectural", colour: "#4a4643", condition: "new" },
    wall: worn ? { kind: "vinyl", colour: "#d9d3c4", condition: "worn" } : { kind: "vinyl", colour: "#d9d3c4", condition: "new" },
    window: { condition: "new", shutters: "#37475a" },
    doorColour: "#37475a",
  });
  return yardPicture({ seed: 59, condition, left: 300, right: 1060, walkX: 560, trees: "right" }, (canvas) => [
    volume(
      canvas,
      { left: 820, width: 240, groundY: GROUND, height: 180, roof: "gable", rise: 80, garage: { x: 850, w: 180, h: 130 }, recessed: true },
      house,
    ),
    volume(
      canvas,
      {
        left: 300,
        width: 520,
        groundY: GROUND,
        height: 300,
        roof: "gable",
        rise: 130,
        windows: [...grid([350, 470, 640, 730], [430], 60, 92), ...grid([350, 640, 730], [570], 60, 90)],
        door: { x: 525, w: 70, h: 120 },
      },
      house,
    ),
    worn ? damage(canvas) : "",
    oak(canvas, worn),
  ]);
}

/** The oak beside the house; before, its broken limb lies across the roof. */
function oak(canvas: Canvas, broken: boolean): string {
  const x = 140;
  const parts = [
    polygon(
      [
        [x - 24, 780],
        [x + 24, 780],
        [x + 14, 300],
        [x - 12, 300],
      ],
      { fill: "#5a4432" },
    ),
    el("ellipse", { cx: x + 40, cy: 782, rx: 140, ry: 18, fill: "#1f3a1a", opacity: 0.25 }),
  ];
  for (let i = 0; i < 14; i++) {
    parts.push(
      el("circle", {
        cx: x + canvas.rng.between(-150, 110),
        cy: canvas.rng.between(170, 360),
        r: canvas.rng.between(50, 85),
        fill: canvas.rng.pick(["#3d7a3a", "#35703a", "#447f3d", "#2f6533"]),
      }),
    );
  }
  // Where the limb was: a broken stub before, a clean pruning cut after.
  parts.push(
    el("rect", { x: x + 10, y: 392, width: broken ? 70 : 30, height: 20, rx: 8, fill: "#5a4432", transform: `rotate(-12 ${x + 10} 402)` }),
  );
  if (!broken) parts.push(el("circle", { cx: x + 40, cy: 396, r: 9, fill: "#c8a57a" }));
  return group({}, ...parts);
}

function damage(canvas: Canvas): string {
  const tarp = polygon(
    [
      [470, 310],
      [690, 300],
      [700, 388],
      [460, 392],
    ],
    { fill: "#2f6fb0" },
  );
  const folds = [490, 540, 600, 650].map((x) => el("line", { x1: x, y1: 306, x2: x - 6, y2: 390, stroke: "#25598f", "stroke-width": 3 }));
  const grommets = [470, 580, 690].map((x) => el("circle", { cx: x + 4, cy: 312, r: 4, fill: "#d6d9dc" }));
  const limb = el("path", {
    d: "M210 395 Q330 330 470 300 T640 282",
    stroke: "#5a4432",
    "stroke-width": 22,
    fill: "none",
    "stroke-linecap": "round",
  });
  const twigs = ["M330 340 L370 280", "M430 310 L470 250", "M540 292 L600 240", "M400 320 L420 370"].map((d) =>
    el("path", { d, stroke: "#5a4432", "stroke-width": 8, fill: "none", "stroke-linecap": "round" }),
  );
  const leaves: string[] = [];
  for (let i = 0; i < 16; i++) {
    leaves.push(
      el("circle", {
        cx: canvas.rng.between(330, 640),
        cy: canvas.rng.between(230, 300),
        r: canvas.rng.between(16, 30),
        fill: canvas.rng.pick(["#4f7f3d", "#5f8a44", "#6a8f4a"]),
      }),
    );
  }
  // The crushed gutter hangs off the eave; a cracked run of siding below it.
  const gutter = el("rect", { x: 300, y: 410, width: 180, height: 9, rx: 3, fill: "#c9c5bb", transform: "rotate(14 300 410)" });
  const cracks = ["M700 478 l22 4 l10 8 l24 2", "M600 640 l26 3 l8 7 l30 1"].map((d) =>
    el("path", { d, stroke: "#6a6a62", "stroke-width": 2, fill: "none" }),
  );
  return group({}, tarp, ...folds, ...grommets, limb, ...twigs, ...leaves, gutter, ...cracks);
}
