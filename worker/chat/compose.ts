import { roofMaterials } from "../../content/estimate";
import { roofingPage } from "../../content/pages/roofing";
import { sidingPage } from "../../content/pages/siding";
import { windowsPage } from "../../content/pages/windows";
import { priceFacts } from "../../content/price-facts.built";
import { findLandingSpec, landingPathFor } from "../landing/catalogue";
import { landingHeading } from "../landing/compose";
import type { Intent } from "./assistant";
import type { Service } from "./intent";
import type { PlaceCheck } from "./places";
import type { NamedService, Understanding } from "./understand";

/**
 * Answers written from what the message says (see understand.ts), for the questions a homeowner
 * asks most: the answer first ("Yes, we install ..."; the figure; the 24/7 line), then the one
 * page that fits, with its real title, then the next step. Null when the message needs the
 * site's search instead.
 */

export interface Composed {
  response: string;
  intent: Intent;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
const metal = roofMaterials.find((material) => material.id === "metal-standing-seam")!.pricePerSquare;
const link = (label: string, path: string) => `[${label}](${path})`;

const gutterHeading = roofingPage.sections.find((section) => /gutter/i.test(section.heading))?.heading ?? roofingPage.title;

/** Each service's own page, as its title names it. */
const SERVICE_PAGE: Record<Service, { label: string; path: string }> = {
  roof: { label: roofingPage.title, path: "/roofing" },
  siding: { label: sidingPage.title, path: "/siding" },
  windows: { label: windowsPage.title, path: "/windows" },
  gutters: { label: gutterHeading, path: "/roofing" },
};

/** The landing-page service of each service: gutters have pages of their own in a few towns. */
const LANDING_SERVICE = { roof: "roofing", siding: "siding", windows: "windows", gutters: "gutter" } as const;

const townSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The town page of a service when the site has one. */
export function townPage(service: Service, place: PlaceCheck | null): { label: string; path: string } | undefined {
  if (place?.kind !== "in-area") return undefined;
  const path = landingPathFor(LANDING_SERVICE[service], townSlug(place.name));
  const spec = path ? findLandingSpec(path) : undefined;
  return path && spec ? { label: landingHeading(spec), path } : undefined;
}

/** A message about storm damage: hail, wind, a storm. */
export const STORM_WORDS = /\b(hail\w*|storms?|wind damage|high winds?|nor'?easter|hurricane|tornado)\b/i;

/** The town's storm-damage page when the site has one (e.g. /storm-damage-dover). */
export function stormPage(place: PlaceCheck | null): { label: string; path: string } | undefined {
  if (place?.kind !== "in-area") return undefined;
  const path = landingPathFor("storm-damage", townSlug(place.name));
  const spec = path ? findLandingSpec(path) : undefined;
  return path && spec ? { label: landingHeading(spec), path } : undefined;
}

/** The page to link: the service in the town when there is one, else the service's page. */
export function servicePage(service: Service, place: PlaceCheck | null) {
  return townPage(service, place) ?? SERVICE_PAGE[service];
}

/** Nearby towns we serve, for places just outside the area. */
const NEAREST: readonly [RegExp, string][] = [
  [/pennsylvania|york|lancaster|harrisburg|philadelphia|pittsburgh/i, "Bel Air, Towson and Wilmington"],
  [/new jersey|new york/i, "Wilmington, Newark and Middletown"],
  [/west virginia/i, "Frederick and Germantown"],
  [/virginia|dc|washington|arlington|alexandria|richmond|norfolk/i, "Silver Spring, Rockville and Bowie"],
];

/** Whether we work in the place, in one or two sentences. */
function whereSentence(place: PlaceCheck, service?: NamedService): string {
  const work = service ? ` ${workOn(service)}` : "";
  switch (place.kind) {
    case "zip":
      return place.state
        ? `Yes, ZIP code ${place.zip} is in ${place.state === "MD" ? "Maryland" : "Delaware"}, inside our service area${service ? `, and we do ${service.what} there` : ""}.`
        : `Sorry, ZIP code ${place.zip} is outside our service area: we work in Maryland and Delaware only.`;
    case "out-of-area": {
      const nearest = NEAREST.find(([pattern]) => pattern.test(place.name))?.[1] ?? "Baltimore, Wilmington and Frederick";
      return `Sorry, ${place.name} is outside our service area: we work in Maryland and Delaware only. The nearest towns we serve are ${nearest}.`;
    }
    case "in-area":
      if (place.name === "Maryland" || place.name === "Delaware") return `Yes, we work across ${place.name}.`;
      return `Yes, we serve ${place.name}, ${place.state}${work ? `, and we${work} there` : ""}.`;
  }
}

/** "install standing-seam metal roofs" as a verb phrase. */
function workOn(service: NamedService, verb: Understanding["verb"] = "install"): string {
  if (service.service === "gutters" && service.what === "seamless gutters") return `${verb === "repair" ? "repair" : "install"} gutters`;
  if (verb === "repair") return `repair ${service.what}`;
  if (verb === "replace" || service.service === "windows" || service.service === "siding") return `replace ${service.what}`;
  return `install ${service.what}`;
}

/** One sentence on the work itself, from what the service pages say. */
function about(service: NamedService): string {
  switch (service.what) {
    case "standing-seam metal roofs":
      return `${capitalise(priceFacts.perSquare)}.`;
    case "flat roofs":
      return "We install TPO membrane on flat and low-slope roofs, for homes and commercial buildings.";
    case "synthetic slate roofs":
      return "Synthetic slate is one of the roofing materials we install.";
    case "roofs with skylights":
      return "We reflash and seal around skylights as part of roof work.";
    case "gutter guards":
      return "We add gutter guards where trees make clogging a constant problem, with seamless aluminum gutters formed on site.";
    case "seamless gutters":
      return "We install seamless aluminum gutters formed on site, sized to the roof they drain.";
    case "fiber cement siding":
    case "siding":
      return "We install insulated vinyl and fiber cement siding with new house wrap, trim and flashing.";
    case "soffit, fascia and trim":
      return "We replace rotted fascia and soft trim with low-maintenance materials, usually alongside siding work.";
    case "patio doors":
    case "windows":
      return `A standard-size vinyl double-hung window runs about ${priceFacts.window} installed.`;
    default:
      return `For a typical house here, an architectural shingle roof replacement often falls between ${priceFacts.roof}.`;
  }
}

/** What "falling apart", "worried" or "leaking" usually means for each service. */
const SIGNS: Record<Service, string> = {
  roof: "Curling or missing shingles, granules in the gutters and stains on the ceiling are the usual signs a roof needs work; a free inspection tells you whether it's a repair or a replacement.",
  siding:
    "Siding that is cracked, loose, warped or coming off is usually at the end of its life, and water may have got behind it; we check the sheathing when we measure.",
  windows:
    "Drafts, fog between the panes and sashes that stick or won't stay up usually mean the window is done; replacing is often better than repairing.",
  gutters:
    "Overflowing, sagging or leaking gutters, and downspouts that empty next to the foundation, are the things to look for; we can check them on a free visit.",
};

const ESTIMATE = `Estimates are free and written: ${link("book a visit", "/schedule")}.`;
const VISIT = `We can take a look for free: ${link("book a visit", "/schedule")}.`;

/** What the price model lets us say for a service, figure first. */
function priceFor(service: NamedService, count: number | undefined): string {
  switch (service.service) {
    case "windows":
      return `A standard-size vinyl double-hung window runs about ${priceFacts.window} installed${count && count > 1 ? `, so ${count} windows come to ${count} times that` : ""}; larger and specialty windows cost more. They arrive several weeks after we measure.`;
    case "roof":
      return service.what === "standing-seam metal roofs"
        ? `Standing seam metal runs about ${dollars(metal.low)} to ${dollars(metal.high)} a square (100 square feet) installed; an architectural shingle roof on a typical house here falls between ${priceFacts.roof}. For your roof, try the ${link("instant roof estimate", "/roof-replacement-estimate")}.`
        : `For ${priceFacts.typicalHouse}, an architectural shingle roof replacement often falls between ${priceFacts.roof}. For your roof, try the ${link("instant roof estimate", "/roof-replacement-estimate")}.`;
    case "siding":
      return SIDING_PRICE;
    case "gutters":
      return GUTTER_PRICE;
  }
}

/** The siding and gutter prices as the chat says them, with the instant estimate that prices the visitor's own house. */
export const SIDING_PRICE = `In our area, ${priceFacts.siding}. For your walls, try the ${link("instant siding estimate", "/roof-replacement-estimate?for=siding")}.`;
export const GUTTER_PRICE = `Seamless gutters run about ${priceFacts.gutters}; guards add ${priceFacts.gutterGuards}. For your house, try the ${link("instant gutter estimate", "/roof-replacement-estimate?for=gutters")}.`;

/** How long the work takes, as the service pages say it. */
const DURATION: Record<Service, string> = {
  roof: "Most single-family roof replacements take one to three days, depending on size, pitch and weather.",
  siding: "Many whole-house siding jobs take one to two weeks on site, longer for large homes.",
  windows:
    "Windows are built to size and typically arrive in several weeks after we measure; most houses are finished in one to three days.",
  gutters: "Gutters are formed on site, so most gutter jobs are done in a day.",
};

/** The emergency answer: the 24/7 line first, then what to do until the crew comes. */
function emergencyAnswer(phone: string, place: PlaceCheck | null = null): string {
  const where = place?.kind === "in-area" ? ` ${whereSentence(place)}` : "";
  return `I'm sorry, that's an emergency. Call our 24/7 line at ${phone} now: we'll send a crew to tarp it, day or night. Until then, keep everyone out from under the damage and any sagging ceiling, stay clear of downed wires, and don't go up on the roof.${where} More first steps: ${link("emergency roof repair", "/emergency-roof-repair")}.`;
}

const served = (place: PlaceCheck | null) =>
  place?.kind === "in-area" && place.name !== "Maryland" && place.name !== "Delaware" ? place : null;

/**
 * The composed answer for a message, or null when the site's search answers it better
 * (questions about insurance, warranties, financing, how things work, business facts).
 */
export function compose(understood: Understanding, phone: string): Composed | null {
  const { service, place, ask } = understood;
  if (understood.urgent) return { response: emergencyAnswer(phone, understood.placeHere ? place : null), intent: "emergency" };
  if (ask === "out_of_scope" && understood.elsewhere) {
    const { what, who, instead } = understood.elsewhere;
    const opening =
      what === "basement water"
        ? `Water there is ${who}, so we can't help with that part.`
        : `Sorry, we can't help with ${what}: it is ${who}.`;
    const ours = `We work on the outside of the house: ${link("roofing, siding and windows", "/services")}, gutters and storm damage.`;
    return { response: [opening, instead, ours].filter(Boolean).join(" "), intent: "out_of_scope" };
  }
  // Asked about the emergency service itself ("do you do emergency tarping?"): yes, and the line.
  if (ask === "do_you" && /\b(tarp\w*|emergenc\w*|24\/7|after hours|middle of the night)\b/.test(understood.text))
    return {
      response: `Yes, we tarp and make emergency roof repairs 24/7: call ${phone} any time and we'll send a crew, day or night. More on ${link("emergency roof repair", "/emergency-roof-repair")}.`,
      intent: "question",
    };
  const outside = place && (place.kind === "out-of-area" || (place.kind === "zip" && place.state === null));
  if (outside && understood.placeHere) return { response: whereSentence(place), intent: service ? "quote" : "service_area" };
  if (!service || !understood.plain) return null;
  const town = served(place);
  const page = servicePage(service.service, town);
  const pageLink = link(page.label, page.path);
  // We serve the town, and the page is the service's own (no page for the service in that town).
  const inTown = town ? ` in ${town.name}` : "";
  // A service named with little else ("columbia md. windows") is a wish for it; a question is not.
  switch (ask === "other" && !understood.question ? "wish" : ask) {
    case "how_much":
      return {
        response: `${priceFor(service, understood.count)}${town && understood.placeHere ? ` ${whereSentence(town)}` : ""} More on ${pageLink}.${service.service === "roof" ? "" : ` ${ESTIMATE}`}`,
        intent: "pricing",
      };
    case "how_long":
      return { response: `${DURATION[service.service]} More on ${pageLink}. ${ESTIMATE}`, intent: "question" };
    case "where":
      if (!place) return null;
      return { response: `${whereSentence(place, service)} See ${pageLink}. ${ESTIMATE}`, intent: "service_area" };
    case "do_you":
    case "wish": {
      if (understood.problem && ask !== "do_you" && !/\b(want|need|looking for|interested in)\b/.test(understood.text)) {
        const next = service.service === "siding" || service.service === "windows" ? ESTIMATE : VISIT;
        const served = inTown ? ` We work${inTown}.` : "";
        return { response: `${SIGNS[service.service]}${served} See ${pageLink}. ${next}`, intent: "quote" };
      }
      const yes = town ? whereSentence(town, service) : `Yes, we ${workOn(service, understood.verb)}.`;
      if (understood.count && understood.count > 1 && service.service === "windows")
        return {
          response: `Yes, we replace windows${inTown}: for ${understood.count} windows we measure each opening and give you one written price. A standard-size vinyl double-hung window runs about ${priceFacts.window} installed. Windows are built to size and arrive several weeks after we measure. See ${pageLink}. ${ESTIMATE}`,
          intent: "quote",
        };
      return { response: `${yes} ${about(service)} See ${pageLink}. ${ESTIMATE}`, intent: ask === "do_you" ? "services" : "quote" };
    }
    case "scheduling":
      return {
        response: `${town ? `Yes, we serve ${town.name}, ${town.state}, and we can` : "Yes, we can"} come out and look at your ${service.service === "roof" ? "roof" : service.service}. ${link("Book a free onsite consultation", "/schedule")} at a time that suits you; we inspect, measure and leave a written estimate. More on ${pageLink}.`,
        intent: "booking",
      };
    default:
      return null;
  }
}
