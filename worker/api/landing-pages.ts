import { Hono } from "hono";
import type { LandingPageView } from "../../contracts/landing-page";
import type { AppEnv } from "../env";
import { localityTexts } from "../landing/locality-texts";
import { landingPage } from "../landing/pages";
import { apiError } from "./errors";

export const landingPagesApi = new Hono<AppEnv>();

/** One local landing page, for the browser's navigations to /{service}-{town} and /{town}-roofing. */
landingPagesApi.get("/:slug", async (c) => {
  const slug = c.req.param("slug");
  const page = /^[a-z0-9-]{1,120}$/.test(slug) ? landingPage(await localityTexts(c.env.ASSETS), `/${slug}`) : null;
  if (!page) return apiError(c, 404, "not_found", "No such page.");
  c.header("Cache-Control", "public, max-age=600");
  return c.json(page satisfies LandingPageView);
});
