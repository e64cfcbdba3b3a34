/** The setting every house picture shares: sky and weather, trees, lawn, beds and a walk. */
import { picture } from "./canvas";
import { groundShadow } from "./house";
import { bed, type Canvas, evergreen, lawn, mownStripes, path, shrub, sky, tree, treeLine, type Weather } from "./landscape";
import type { Condition } from "./materials";

export const WIDTH = 1200;
export const HEIGHT = 900;
export const GROUND = 700;
const HORIZON = 560;

export interface Yard {
  seed: number;
  condition: Condition;
  /** The building's left and right edges at the ground, for its shadow, beds and shrubs. */
  left: number;
  right: number;
  /** Where the front walk leaves the house. */
  walkX?: number;
  trees?: "both" | "left" | "right";
  ground?: "green" | "dune";
  weather?: Weather;
}

/** A picture of a building in its yard: overcast and unkempt before, clear and mown after. */
export function yardPicture(yard: Yard, building: (canvas: Canvas) => string[], front: (canvas: Canvas) => string[] = () => []): string {
  const worn = yard.condition === "worn";
  const weather = yard.weather ?? (worn ? "overcast" : "clear");
  const trees = yard.trees ?? "both";
  return picture(WIDTH, HEIGHT, HORIZON, yard.seed, (canvas) => {
    const parts = [sky(canvas, weather), treeLine(canvas, weather), lawn(canvas, weather, yard.ground ?? "green")];
    if (!worn && yard.ground !== "dune") parts.push(mownStripes(canvas));
    if (trees !== "right") parts.push(tree(canvas, Math.min(130, yard.left - 70), 770, 470));
    if (trees !== "left") parts.push(evergreen(Math.max(1085, yard.right + 90), 745, 300));
    parts.push(groundShadow(canvas, yard.left, yard.right, GROUND));
    parts.push(...building(canvas));
    if (yard.walkX !== undefined) parts.push(path(canvas, yard.walkX, GROUND + 8, 64));
    if (yard.ground !== "dune") {
      const walk = yard.walkX ?? Number.NaN;
      const beds = Number.isNaN(walk)
        ? [[yard.left - 10, yard.right + 10]]
        : [
            [yard.left - 10, walk - 44],
            [walk + 44, yard.right + 10],
          ];
      for (const [from, to] of beds as [number, number][]) {
        if (to - from < 40) continue;
        parts.push(bed(from, to, GROUND + 2));
        for (let x = from + 40; x < to - 20; x += 110)
          parts.push(shrub(canvas, x, GROUND + 16, worn ? 34 : 42, worn ? "#5d7a45" : "#3f7a3a"));
      }
    }
    parts.push(...front(canvas));
    // Evening light warms everything a little.
    if (weather === "golden") parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ff9a4a" opacity="0.08"/>`);
    return parts;
  });
}
