/** The home page's hero and one picture per service: new work on handsome houses, no 'before'. */
import { porch, volume } from "./house";
import { grid, look } from "./residential";
import { GROUND, yardPicture } from "./yard";

/** Shows only part of a picture: the region (x, y, w, h), drawn at w x h times `scale`. */
function crop(svg: string, x: number, y: number, w: number, h: number, scale: number): string {
  return svg.replace(
    /width="\d+" height="\d+" viewBox="[^"]+"/,
    `width="${w * scale}" height="${h * scale}" viewBox="${x} ${y} ${w} ${h}"`,
  );
}

/** Golden hour, lights on inside: a craftsman home with a new roof, siding and windows. */
export function homeHero(): string {
  const house = look("new", {
    roof: { kind: "architectural", colour: "#3b3a39", condition: "new" },
    wall: { kind: "fiber-cement", colour: "#5f7487", condition: "new" },
    window: { lit: true },
    doorColour: "#8a4b2a",
  });
  return yardPicture({ seed: 3, condition: "new", weather: "golden", left: 250, right: 1110, walkX: 560, trees: "left" }, (canvas) => [
    volume(
      canvas,
      { left: 850, width: 260, groundY: GROUND, height: 190, roof: "gable", rise: 80, garage: { x: 880, w: 200, h: 140 }, recessed: true },
      house,
    ),
    volume(
      canvas,
      {
        left: 420,
        width: 440,
        groundY: GROUND,
        height: 300,
        roof: "hip",
        rise: 140,
        windows: [...grid([620, 730], [430], 62, 92), ...grid([700], [570], 110, 90)],
        door: { x: 590, w: 70, h: 120 },
      },
      house,
    ),
    volume(
      canvas,
      {
        left: 250,
        width: 230,
        groundY: GROUND,
        height: 310,
        roof: "front-gable",
        rise: 160,
        windows: [...grid([300, 380], [430], 56, 100), ...grid([300, 380], [570], 56, 96)],
      },
      house,
    ),
    porch(canvas, 500, 190, GROUND, 140, house),
  ]);
}

export function roofingService(): string {
  const house = look("new", {
    roof: { kind: "architectural", colour: "#6b5646", condition: "new" },
    wall: { kind: "vinyl", colour: "#ece6d6", condition: "new" },
    window: { style: "colonial", shutters: "#3c2f28" },
  });
  const picture = yardPicture({ seed: 5, condition: "new", left: 240, right: 960 }, (canvas) => [
    volume(
      canvas,
      {
        left: 240,
        width: 720,
        groundY: GROUND,
        height: 300,
        roof: "hip",
        rise: 200,
        skylights: [{ x: 540, w: 50 }],
        chimney: { x: 770, w: 56 },
        windows: grid([300, 440, 700, 840], [440, 580], 60, 92),
      },
      house,
    ),
  ]);
  return crop(picture, 150, 120, 900, 600, 4 / 3);
}

export function sidingService(): string {
  const house = look("new", {
    roof: { kind: "metal", colour: "#2f3a40", condition: "new" },
    wall: { kind: "fiber-cement", colour: "#7e8b74", condition: "new" },
    doorColour: "#2a2f33",
  });
  const picture = yardPicture({ seed: 13, condition: "new", left: 260, right: 940, walkX: 600 }, (canvas) => [
    volume(
      canvas,
      {
        left: 260,
        width: 680,
        groundY: GROUND,
        height: 320,
        roof: "front-gable",
        rise: 220,
        windows: [...grid([330, 470, 670, 800], [440], 62, 96), ...grid([330, 800], [580], 62, 92), ...grid([570], [250], 60, 80)],
        door: { x: 565, w: 70, h: 124 },
      },
      house,
    ),
  ]);
  return crop(picture, 220, 260, 760, 507, 1200 / 760);
}

export function windowsService(): string {
  const house = look("new", {
    roof: { kind: "architectural", colour: "#44403c", condition: "new" },
    wall: { kind: "brick", colour: "#9a4a36", condition: "new" },
    window: { style: "colonial", frame: "#1f2326", trim: "#f4f1ea", shutters: "#1f2a26" },
  });
  const picture = yardPicture({ seed: 17, condition: "new", left: 260, right: 940 }, (canvas) => [
    volume(
      canvas,
      {
        left: 260,
        width: 680,
        groundY: GROUND,
        height: 320,
        roof: "gable",
        rise: 120,
        windows: grid([340, 560, 780], [400, 560], 80, 116),
      },
      house,
    ),
  ]);
  return crop(picture, 240, 300, 720, 480, 1200 / 720);
}
