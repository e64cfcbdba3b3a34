import { expect, type Locator, test } from "@playwright/test";
import { layoutShift, watchLayoutShifts } from "./support/layout";
import { gotoHydrated } from "./support/pages";

/** Brings a picture into view and waits until it shows a copy; returns the copy's address. */
async function shown(picture: Locator): Promise<string> {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
  return picture.evaluate((img: HTMLImageElement) => img.currentSrc);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test.describe(`pictures at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("should show every project's before and after, marked as samples, without asking for access, and never move the page", async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      await gotoHydrated(page, "/projects");
      // The first project and the last one, far below the first screen (its pictures load as it comes into view).
      for (const title of ["Complete Roof Replacement", "Storm Damage Restoration"]) {
        const project = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
        for (const stage of ["Before", "After"]) {
          const figure = project.getByRole("figure", { name: stage });
          const picture = figure.getByRole("img");
          await expect(picture).toHaveAttribute("alt", /^Sample image: Illustration of /);
          expect(await shown(picture)).toMatch(/\.avif$/);
          await expect(figure.getByText("Sample image", { exact: true })).toBeVisible();
        }
      }
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await layoutShift(page)).toBe(0);
    });

    test("should show the home page's picture beside its words on a laptop, load none on a phone, and never move the page", async ({
      page,
    }) => {
      const heroRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/home-hero-")) heroRequests.push(request.url());
      });
      await watchLayoutShifts(page);
      await gotoHydrated(page, "/");
      const hero = page.getByRole("img", { name: /craftsman home at dusk/ });
      if (viewport.width >= 1024) {
        const file = await shown(hero);
        expect(file).toMatch(/\/home-hero-\d+-[\w-]+\.avif$/);
        // The head asked for it before the scripts: one download, of the copy the picture shows.
        expect(heroRequests).toEqual([file]);
        const box = (await hero.boundingBox())!;
        expect(box.x).toBeGreaterThan(viewport.width / 2 - 60);
        expect(box.y + box.height).toBeLessThan(viewport.height);
      } else {
        await expect(hero).toBeHidden();
        expect(heroRequests).toEqual([]);
      }
      // Further down, the services' and the projects' pictures load as they come into view.
      await shown(page.getByRole("img", { name: /hip roof with new brown architectural shingles/ }));
      await shown(page.getByRole("img", { name: /worn three-tab shingle roof/ }).first());
      expect(await layoutShift(page)).toBe(0);
    });
  });
}
