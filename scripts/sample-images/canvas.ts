/** One picture: a seeded canvas and the finished SVG document around what is drawn on it. */
import type { Canvas } from "./landscape";
import { random } from "./svg";

export function picture(width: number, height: number, horizon: number, seed: number, draw: (canvas: Canvas) => string[]): string {
  let next = 0;
  const filters = new Map<number, string>();
  const id = (prefix: string) => `${prefix}${++next}`;
  const blur = (strength: number) => {
    if (!filters.has(strength)) filters.set(strength, id("blur"));
    return `url(#${filters.get(strength)})`;
  };
  const canvas: Canvas = { width, height, horizon, rng: random(seed), id, blur };
  const body = draw(canvas).join("");
  const defs = [...filters].map(
    ([strength, name]) =>
      `<filter id="${name}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${strength}"/></filter>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join("")}</defs>${body}</svg>\n`;
}
