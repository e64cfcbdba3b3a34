import { describe, expect, it } from "vitest";
import { priceFacts } from "./prices";
import { serviceDirectory, serviceForSearch } from "./service-directory";

describe("the service directory", () => {
  it("should match each of the header's search suggestions to its service", () => {
    const matched = (search: string) => serviceForSearch(search)?.id;
    expect(matched("Roof repair")).toBe("roofing");
    expect(matched("Roof replacement")).toBe("roofing");
    expect(matched("Siding installation")).toBe("siding");
    expect(matched("Window replacement")).toBe("windows");
    expect(matched("Storm damage")).toBe("storm-damage");
    expect(matched("Emergency roof repair")).toBe("emergency");
    expect(matched("Gutter installation")).toBe("gutters");
    expect(matched("Vinyl siding")).toBe("siding");
    expect(matched("Metal roofing")).toBe("roofing");
    expect(matched("Energy efficient windows")).toBe("windows");
    expect(matched("siding price")).toBe("siding");
    expect(matched("hail on my roof")).toBe("storm-damage");
    expect(matched("kitchen remodel")).toBeUndefined();
  });

  it("should state each price as the price model does, and list the gutter and storm pages of every town that has one", () => {
    const byId = new Map(serviceDirectory.map((entry) => [entry.id, entry]));
    expect(byId.get("siding")!.price).toContain(priceFacts.siding.slice(1));
    expect(byId.get("gutters")!.price).toContain(priceFacts.gutters);
    expect(byId.get("windows")!.price).toContain(priceFacts.window);
    expect(byId.get("roofing")!.price).toContain(priceFacts.roof);
    expect(byId.get("gutters")!.townPages.map((page) => page.href)).toContain("/gutter-annapolis");
    expect(byId.get("storm-damage")!.townPages).toContainEqual({ name: "Dover", href: "/storm-damage-dover" });
    expect(byId.get("roof-inspections")!.townPages.map((page) => page.name)).toEqual(["Forest Hill", "Jarrettsville", "Edgewood"]);
  });
});
