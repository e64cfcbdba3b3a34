import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import sharp from "sharp";
import { IMAGE_FORMATS } from "../content/images";
import { projects } from "../content/projects";
import { sampleDrawings } from "./sample-images/index";
import { isDrawing, siteImages, sourceFile, VARIANT_DIR, variantsOf } from "./site-images";

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("site images", () => {
  it("should give every project a before and an after picture of its own", () => {
    const names = new Set<string>();
    for (const project of projects) {
      const { before, after } = project.photos;
      assert.notEqual(before.name, after.name, project.id);
      for (const image of [before, after]) {
        assert.ok(!names.has(image.name), `${image.name} is used by two projects`);
        names.add(image.name);
      }
    }
  });

  it("should describe every picture and declare a size whose widths end at it", () => {
    for (const image of siteImages()) {
      assert.ok(image.alt.length >= 20, `${image.name}: alt text "${image.alt}" is too short`);
      assert.ok(!/\b(image|picture|photo) of\b/i.test(image.alt), `${image.name}: alt text need not say it is an image`);
      assert.deepEqual(
        [...image.widths].sort((a, b) => a - b),
        [...image.widths],
        `${image.name}: widths smallest first`,
      );
      assert.equal(image.widths.at(-1), image.width, `${image.name}: the largest width is the declared width`);
    }
  });

  it("should have a source for every picture, and a drawing for every sample drawn from SVG", () => {
    for (const image of siteImages()) {
      const source = sourceFile(image);
      assert.ok(source, `${image.name}: no source in content/images/source/`);
      if (image.sample && isDrawing(source)) assert.ok(sampleDrawings[image.name], `${image.name}: no sample drawing`);
    }
  });

  it("should have every picture in every format at every width, each of the declared size", async () => {
    for (const image of siteImages()) {
      for (const variant of variantsOf(image)) {
        const meta = await sharp(variant.file).metadata();
        const format = meta.format === "heif" ? "avif" : meta.format;
        assert.equal(format, variant.format, `${variant.file}: format`);
        assert.deepEqual([meta.width, meta.height], [variant.width, variant.height], `${variant.file}: size (run npm run images)`);
      }
    }
  });

  it("should keep no copy that no picture uses", () => {
    const wanted = new Set(siteImages().flatMap((image) => variantsOf(image).map((variant) => variant.file)));
    const stray = allFiles(VARIANT_DIR).filter((file) => !wanted.has(file));
    assert.deepEqual(stray, [], "run npm run images to remove them");
    assert.deepEqual(IMAGE_FORMATS, ["avif", "webp"]);
  });
});
