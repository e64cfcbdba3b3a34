/** The sample homes: one drawing per project, before and after the work. */
import { type Box, type Look, porch, volume } from "./house";
import { duneGrass } from "./landscape";
import type { Condition, RoofMaterial, WallMaterial } from "./materials";
import type { WindowLook } from "./openings";
import { GROUND, yardPicture } from "./yard";

/** Windows of one size at every x for every y. */
export const grid = (xs: readonly number[], ys: readonly number[], w: number, h: number): Box[] =>
  ys.flatMap((y) => xs.map((x) => ({ x, y, w, h })));

interface LookParts {
  roof: RoofMaterial;
  wall: WallMaterial;
  window?: Partial<WindowLook>;
  trim?: string;
  doorColour?: string;
}

/** A house's look in one condition; `trim` and windows default to white double-hungs. */
export function look(condition: Condition, parts: LookParts): Look {
  const trim = parts.trim ?? "#fbfaf7";
  return {
    roof: parts.roof,
    wall: parts.wall,
    trim,
    window: { style: "double-hung", frame: "#ffffff", trim, condition, ...parts.window },
    doorColour: parts.doorColour ?? "#7a2630",
    condition,
  };
}

const worn = (condition: Condition) => condition === "worn";

/** Towson: a colonial's two layers of worn three-tab become architectural shingles. */
export function towsonColonial(condition: Condition): string {
  const house = look(condition, {
    roof: worn(condition)
      ? { kind: "three-tab", colour: "#6d6a63", condition: "worn" }
      : { kind: "architectural", colour: "#4a4643", condition: "new" },
    wall: { kind: "vinyl", colour: "#e9e2d0", condition: "new" },
    window: { style: "colonial", shutters: "#2f4a3a" },
  });
  const windows = [...grid([330, 470, 690, 830], [420], 62, 92), ...grid([330, 470, 830], [560], 62, 92)];
  return yardPicture({ seed: 7, condition, left: 280, right: 920, walkX: 695 }, (canvas) => [
    volume(
      canvas,
      {
        left: 280,
        width: 640,
        groundY: GROUND,
        height: 310,
        roof: "gable",
        rise: 130,
        windows,
        door: { x: 660, w: 70, h: 120 },
        chimney: { x: 820, w: 52 },
      },
      house,
    ),
  ]);
}

/** Lewes: a beach house's worn shingles become a standing seam metal roof. */
export function lewesBeachHouse(condition: Condition): string {
  const house = look(condition, {
    roof: worn(condition)
      ? { kind: "architectural", colour: "#7b756c", condition: "worn" }
      : { kind: "metal", colour: "#4d5a63", condition: "new" },
    wall: { kind: "vinyl", colour: "#c9d6dc", condition: "new" },
    doorColour: "#2f5d7a",
  });
  const yard = { seed: 11, condition, left: 360, right: 840, walkX: 600, trees: "right" as const, ground: "dune" as const };
  return yardPicture(
    yard,
    (canvas) => [
      volume(
        canvas,
        {
          left: 360,
          width: 480,
          groundY: GROUND,
          height: 300,
          roof: "gable",
          rise: 160,
          windows: [...grid([420, 540, 660, 760], [440], 56, 90), ...grid([420, 760], [580], 56, 84)],
          door: { x: 565, w: 70, h: 116 },
        },
        house,
      ),
      porch(canvas, 380, 440, GROUND, 150, house),
    ],
    (canvas) => [200, 260, 930, 1010, 1100, 90].map((x, i) => duneGrass(canvas, x, 760 + (i % 3) * 40)),
  );
}

/** Ellicott City: cupped shingles and fogged skylights on a steep roof, then new ones. */
export function ellicottCitySkylights(condition: Condition): string {
  const house = look(condition, {
    roof: worn(condition)
      ? { kind: "architectural", colour: "#6b6258", condition: "worn" }
      : { kind: "architectural", colour: "#5a4a3f", condition: "new" },
    wall: { kind: "fiber-cement", colour: "#d8d2c4", condition: "new" },
    doorColour: "#3b3f46",
  });
  const skylights = [420, 520, 640, 740].map((x) => ({ x, w: 46 }));
  return yardPicture({ seed: 19, condition, left: 300, right: 900, walkX: 600 }, (canvas) => [
    volume(
      canvas,
      {
        left: 300,
        width: 600,
        groundY: GROUND,
        height: 300,
        roof: "hip",
        rise: 220,
        skylights,
        windows: [...grid([350, 460, 680, 790], [430], 60, 92), ...grid([350, 460, 680, 790], [570], 60, 90)],
        door: { x: 565, w: 70, h: 120 },
      },
      house,
    ),
  ]);
}

/** Bel Air: peeling wood clapboard on a farmhouse becomes fiber cement lap siding. */
export function belAirFarmhouse(condition: Condition): string {
  const house = look(condition, {
    roof: { kind: "metal", colour: "#3e4a52", condition: "new" },
    wall: worn(condition)
      ? { kind: "clapboard", colour: "#efe9dc", condition: "worn" }
      : { kind: "fiber-cement", colour: "#8a9a86", condition: "new" },
    window: { condition: "new" },
    doorColour: "#23313a",
  });
  return yardPicture({ seed: 23, condition, left: 260, right: 960, walkX: 470 }, (canvas) => [
    volume(
      canvas,
      {
        left: 660,
        width: 300,
        groundY: GROUND,
        height: 170,
        roof: "gable",
        rise: 90,
        windows: grid([710, 830], [570], 64, 80),
        recessed: true,
      },
      house,
    ),
    volume(
      canvas,
      {
        left: 260,
        width: 420,
        groundY: GROUND,
        height: 310,
        roof: "front-gable",
        rise: 200,
        windows: [...grid([310, 430, 560], [430], 56, 90), ...grid([310, 560], [572], 56, 84)],
        door: { x: 435, w: 68, h: 116 },
      },
      house,
    ),
    porch(canvas, 270, 400, GROUND, 150, house),
  ]);
}

/** Dover: faded, cracked vinyl on a split-level becomes insulated vinyl, soffit and fascia. */
export function doverSplitLevel(condition: Condition): string {
  const house = look(condition, {
    roof: { kind: "architectural", colour: "#55504a", condition: "new" },
    wall: worn(condition)
      ? { kind: "vinyl", colour: "#d9cfb5", condition: "worn" }
      : { kind: "vinyl", colour: "#7f93a3", condition: "new" },
    window: { condition: "new" },
    trim: worn(condition) ? "#e6e0d2" : "#fbfaf7",
  });
  return yardPicture({ seed: 29, condition, left: 240, right: 960, walkX: 560 }, (canvas) => [
    volume(
      canvas,
      {
        left: 240,
        width: 360,
        groundY: GROUND,
        height: 300,
        roof: "gable",
        rise: 110,
        windows: grid([300, 460], [440], 80, 80),
        garage: { x: 290, w: 260, h: 150 },
      },
      house,
    ),
    volume(
      canvas,
      {
        left: 600,
        width: 360,
        groundY: GROUND,
        height: 210,
        roof: "hip",
        rise: 100,
        windows: grid([690, 830], [540], 90, 90),
        door: { x: 620, w: 62, h: 112 },
        recessed: true,
      },
      house,
    ),
  ]);
}

/** Columbia: foggy 1980s aluminium windows become white low-E double-hungs. */
export function columbiaWindows(condition: Condition): string {
  const house = look(condition, {
    roof: { kind: "architectural", colour: "#4f4b47", condition: "new" },
    wall: { kind: "brick", colour: "#a4583f", condition: "new" },
    // Sliders in worn aluminium before, double-hungs after.
    window: { style: worn(condition) ? "picture" : "double-hung" },
  });
  return yardPicture({ seed: 31, condition, left: 270, right: 930, walkX: 600 }, (canvas) => [
    volume(
      canvas,
      {
        left: 270,
        width: 660,
        groundY: GROUND,
        height: 310,
        roof: "hip",
        rise: 140,
        windows: [...grid([320, 430, 540, 700, 810], [420], 58, 94), ...grid([320, 430, 700, 810], [565], 58, 94)],
        door: { x: 565, w: 70, h: 120 },
      },
      house,
    ),
  ]);
}

/** Annapolis: rotted sills and tired sashes on a brick colonial, then six-over-six replacements. */
export function annapolisColonial(condition: Condition): string {
  const house = look(condition, {
    roof: { kind: "architectural", colour: "#3f4448", condition: "new" },
    wall: { kind: "brick", colour: "#8e3f2f", condition: "new" },
    window: { style: "colonial", shutters: "#1d2a26" },
    doorColour: "#1f3b33",
  });
  const dormer = (left: number) =>
    ({
      left,
      width: 90,
      groundY: 380,
      height: 70,
      roof: "front-gable",
      rise: 50,
      windows: [{ x: left + 25, y: 318, w: 40, h: 52 }],
    }) as const;
  return yardPicture({ seed: 37, condition, left: 300, right: 900, walkX: 600 }, (canvas) => [
    volume(
      canvas,
      {
        left: 300,
        width: 600,
        groundY: GROUND,
        height: 300,
        roof: "gable",
        rise: 140,
        windows: [...grid([345, 465, 665, 790], [430], 62, 96), ...grid([345, 465, 665, 790], [572], 62, 92)],
        door: { x: 565, w: 70, h: 124 },
        chimney: { x: 330, w: 50 },
      },
      house,
    ),
    volume(canvas, dormer(420), house),
    volume(canvas, dormer(690), house),
  ]);
}
