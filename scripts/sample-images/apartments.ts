/** Newark: a garden apartment building re-roofed, with bigger gutters and downspouts. */
import { volume } from "./house";
import type { Condition } from "./materials";
import { grid, look } from "./residential";
import { group } from "./svg";
import { GROUND, yardPicture } from "./yard";

export function newarkApartments(condition: Condition): string {
  const worn = condition === "worn";
  const building = look(condition, {
    roof: worn
      ? { kind: "three-tab", colour: "#6a665f", condition: "worn" }
      : { kind: "architectural", colour: "#4d4a47", condition: "new" },
    wall: { kind: "vinyl", colour: "#dcd5c5", condition: "new" },
    window: { condition: "new" },
    doorColour: "#2f4a5f",
  });
  const entries = [300, 600, 900];
  return yardPicture({ seed: 53, condition, left: 150, right: 1050, walkX: 600 }, (canvas) => [
    group(
      { transform: "translate(700 250) scale(0.45)" },
      volume(
        canvas,
        {
          left: 0,
          width: 900,
          groundY: 700,
          height: 300,
          roof: "gable",
          rise: 110,
          windows: grid([60, 200, 340, 500, 640, 780], [450, 580], 56, 84),
        },
        building,
      ),
    ),
    volume(
      canvas,
      {
        left: 150,
        width: 900,
        groundY: GROUND,
        height: 300,
        roof: "gable",
        rise: 110,
        windows: grid([170, 385, 465, 685, 765, 978], [450, 580], 56, 84),
      },
      building,
    ),
    ...entries.map((x) =>
      volume(
        canvas,
        {
          left: x - 60,
          width: 120,
          groundY: GROUND,
          height: 300,
          roof: "front-gable",
          rise: 80,
          windows: [{ x: x - 26, y: 440, w: 52, h: 84 }],
          door: { x: x - 32, w: 64, h: 116 },
        },
        building,
      ),
    ),
  ]);
}
