// npm run images: draws the AVIF and WebP copies of every picture from its source in
// content/images/source/ into content/images/variants/ (committed; see
// docs/decisions/019-site-images.md), and deletes copies no picture uses any more.
// Run it after adding or replacing a source; `--force` redraws copies that look current.
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { isDrawing, siteImages, sourceFile, VARIANT_DIR, variantsOf } from "./site-images";

const force = process.argv.includes("--force");
const ENCODERS = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 42, effort: 5 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 64, effort: 6 }),
};

const wanted = new Set<string>();
let drawn = 0;
for (const image of siteImages()) {
  const source = sourceFile(image);
  if (!source) throw new Error(`${image.name}: no source in content/images/source/ (svg, jpg, png or webp)`);
  const sourceTime = statSync(source).mtimeMs;
  for (const variant of variantsOf(image)) {
    wanted.add(variant.file);
    let current = false;
    try {
      current = !force && statSync(variant.file).mtimeMs > sourceTime;
    } catch {
      // not drawn yet
    }
    if (current) continue;
    mkdirSync(dirname(variant.file), { recursive: true });
    // Vector sources are rasterised at twice their size, so the scaled copies stay sharp.
    const input = sharp(source, isDrawing(source) ? { density: 144 } : {}).resize(variant.width, variant.height, { fit: "cover" });
    await ENCODERS[variant.format](input).toFile(variant.file);
    drawn++;
    console.log(`${relative(process.cwd(), variant.file)}  ${statSync(variant.file).size} bytes`);
  }
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
let removed = 0;
for (const file of allFiles(VARIANT_DIR)) {
  if (wanted.has(file)) continue;
  rmSync(file);
  removed++;
  console.log(`removed ${relative(process.cwd(), file)}`);
}
console.log(`${drawn} copies drawn, ${wanted.size - drawn} already current, ${removed} removed`);
