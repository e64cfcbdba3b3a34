import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { projects } from "../../content/projects";
import { database } from "../db/client";
import type { Env } from "../env";
import { bookDirectly, openWindowsLatestFirst } from "../test/bookings";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { freshIp, storeTestLead } from "../test/leads";
import { isAdminPage, pageRoutes } from "./pages";

/** A field that holds what a person tells us about themselves: named like a name, e-mail, phone, street, address or message. */
const PERSONAL_NAME = /name|e-?mail|phone|street|address|message|notes|zip|projectDetails/i;

interface FormInPage {
  /** The opening tag's attributes. */
  attributes: string;
  /** The names of its fields. */
  fields: string[];
}

/** Every form in a page's HTML, with its fields' names. */
const formsIn = (html: string): FormInPage[] =>
  [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => ({
    attributes: match[1]!,
    fields: [...match[2]!.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]*)"/gi)].map((field) => field[1]!),
  }));

/** The forms of a page that would send personal details by GET (in the address, the history and the server's logs). */
const personalFormsByGet = (html: string): FormInPage[] =>
  formsIn(html).filter((form) => form.fields.some((field) => PERSONAL_NAME.test(field)) && !/\bmethod="post"/i.test(form.attributes));

const pathsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

/** Every page a visitor or the office can reach: the sitemaps, the admin screens, a lead's page, a booking's own page. */
async function everyPage(): Promise<{ path: string; admin: boolean }[]> {
  const index = await (await fetchWorker("/sitemap.xml")).text();
  const pages: string[] = [];
  for (const sitemap of pathsIn(index)) pages.push(...pathsIn(await (await fetchWorker(sitemap)).text()));
  const admin = pageRoutes()
    .map((route) => route.path)
    .filter((path) => !path.includes(":") && !path.includes("*") && isAdminPage(path));
  admin.push(`/admin/leads/${await storeTestLead()}`);
  const [windowId] = await openWindowsLatestFirst();
  const booked = await bookDirectly(database((env as Env).DB), windowId!);
  return [
    ...[...new Set(pages)].map((path) => ({ path, admin: false })),
    // Where a project card's link leads before the script arrives; a page nobody has.
    { path: `/projects?project=${projects[0]!.id}`, admin: false },
    { path: "/no-such-page", admin: false },
    { path: booked.confirmation.manageUrl, admin: false },
    ...admin.map((path) => ({ path, admin: true })),
  ];
}

const posted = (path: string, fields: Record<string, string>) =>
  fetchWorker(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    body: new URLSearchParams(fields).toString(),
  });

describe("forms in the pages as the server sends them", () => {
  it("should find a form that sends personal details by GET", () => {
    const html =
      '<form action="/x"><input name="email"></form><form method="post"><input name="phone"></form><form><input name="q"></form>';
    expect(personalFormsByGet(html).map((form) => form.fields)).toEqual([["email"]]);
  });

  it("should send personal details only by POST, on every page of the sitemap, every admin screen and a booking's page", async () => {
    const pages = await everyPage();
    expect(pages.length).toBeGreaterThan(50);
    const offenders: string[] = [];
    let personalForms = 0;
    for (const { path, admin } of pages) {
      const response = await (admin ? fetchAdmin(path) : fetchWorker(path));
      const html = await response.text();
      personalForms += formsIn(html).filter((form) => form.fields.some((field) => PERSONAL_NAME.test(field))).length;
      for (const form of personalFormsByGet(html)) offenders.push(`${path}: <form${form.attributes}> with ${form.fields.join(", ")}`);
    }
    // The estimate's quote form is in the page the estimate's own form answers with.
    const estimate = await posted("/roof-replacement-estimate", { intent: "estimate", sizeMode: "roof", roofArea: "2000", zip: "21014" });
    const quotePage = await estimate.text();
    expect(formsIn(quotePage).some((form) => form.fields.includes("email"))).toBe(true);
    for (const form of personalFormsByGet(quotePage)) offenders.push(`the estimate's answer: <form${form.attributes}>`);

    expect(offenders).toEqual([]);
    // The contact form, the booking form, the portfolio request and the office's forms at least.
    expect(personalForms).toBeGreaterThanOrEqual(4);
  }, 180_000);
});
