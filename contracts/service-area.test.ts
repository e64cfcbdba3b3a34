import { describe, expect, it } from "vitest";
import { claimFacts } from "./claims";
import { type ServedTown, type ServiceAreaAnswer, servedTowns, serviceAreaFor } from "./service-area";

describe("the service area, from the town pages' ZIP table", () => {
  it("should serve a ZIP code of a town with a page, and name the town, its page and its territory", () => {
    expect(serviceAreaFor("21014")).toMatchObject({
      served: true,
      town: { name: "Bel Air", page: "/roofing-bel-air" },
      territory: "Baltimore Metropolitan Area",
      miles: 0,
    });
  });

  it("should not serve Cumberland (21502), and say the nearest town we serve and how far", () => {
    const answer = serviceAreaFor("21502") as Extract<ServiceAreaAnswer, { served: false }>;
    expect(answer.served).toBe(false);
    expect(answer.place).toBe("Cumberland, MD");
    expect(answer.nearest!.miles).toBeGreaterThan(60);
    expect(serviceAreaFor("Cumberland, MD")?.served).toBe(false);
  });

  it("should serve a place near a town we serve, and the home page's towns without a page (Salisbury)", () => {
    expect(serviceAreaFor("Salisbury")).toMatchObject({ served: true, territory: "Annapolis & Eastern Shore" });
    expect(serviceAreaFor("21204")).toMatchObject({ served: true, town: { name: "Towson" } });
    expect(serviceAreaFor("Nowhere")).toBeNull();
    expect(serviceAreaFor("99999")).toEqual({ served: false, place: "99999", nearest: null });
  });

  it("should never count an Army post we do no work on as a town we serve", () => {
    const towns: readonly ServedTown[] = servedTowns;
    expect(towns.some((town) => town.name === "Aberdeen Proving Ground")).toBe(false);
  });
});

describe("the claims as the assistant reads them", () => {
  it("should never let a claim the business does not state, or the owner has not confirmed, read as yes", () => {
    const facts = claimFacts({ claimsConfirmed: "licensedInsured" });
    expect(facts.bonded).toMatchObject({ stated: false, confirmed: false });
    expect(facts.emergencyCrews.stated).toBe(false);
    expect(facts.licensedInsured.confirmed).toBe(true);
    expect(facts.warrantyYears).toMatchObject({ stated: true, confirmed: false });
  });
});
