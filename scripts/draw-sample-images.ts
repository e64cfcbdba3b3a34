// Draws the template's sample pictures as gzipped SVG sources (.svgz) in content/images/source/
// (`npx tsx scripts/draw-sample-images.ts`, then `npm run images` for their copies).
// They are illustrations, not photos of jobs: each is flagged `sample: true` in content/ and
// marked 'Sample image' on the page. A real photo replaces one by taking its name.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";
import { sampleDrawings } from "./sample-images/index";
import { isDrawing, SOURCE_DIR, siteImages, sourceFile } from "./site-images";

for (const image of siteImages().filter((candidate) => candidate.sample)) {
  const draw = sampleDrawings[image.name];
  const existing = sourceFile(image);
  if (!draw) {
    console.log(`${image.name}: no sample drawing, ${existing ? "keeping its source" : "and no source either"}`);
    continue;
  }
  if (existing && !isDrawing(existing)) {
    console.log(`${image.name}: has a photo (${existing}), not drawn`);
    continue;
  }
  const drawing = gzipSync(draw(), { level: 9 });
  if (existing) rmSync(existing);
  const file = `${SOURCE_DIR}${image.name}.svgz`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, drawing);
  console.log(file.replace(`${process.cwd()}/`, ""));
}
