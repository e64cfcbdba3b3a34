import type { RoofMaterial } from "../../../content/estimate";
import { jobPrice, type PricedJob, roofAreaOfHome, type SidingMaterial, type WindowType } from "../../../content/prices";
import type { Service, Unit } from "./read";

/**
 * Totals: the visitor's quantities times the price model's own unit prices (content/prices.ts's
 * `jobPrice`, the same arithmetic as the instant estimates), with the estimate tool that prices
 * the visitor's own house.
 */

export interface Total {
  low: number;
  high: number;
  /** What was priced, in words: "11 standard vinyl double-hung windows". */
  what: string;
  whatEs: string;
  tool: { label: string; path: string; labelEs: string };
}

const SIDING: readonly string[] = ["vinyl", "insulated-vinyl", "fiber-cement", "engineered-wood"];
const ROOF: readonly string[] = ["asphalt-architectural", "asphalt-three-tab", "metal-standing-seam", "synthetic-slate", "flat-tpo"];
const WINDOWS: Record<string, WindowType> = { fiberglass: "fiberglass", "wood-clad": "wood-clad" };
const words = (id: string) =>
  id
    .replace(/-/g, " ")
    .replace("asphalt architectural", "architectural shingle")
    .replace("metal standing seam", "standing seam metal")
    .replace("flat tpo", "TPO flat");
const n = (value: number) => value.toLocaleString("en-US");

/** The total for a quantity of a service (its unit read or implied), or null when the pair makes none. */
export function totalFor(
  service: Service,
  amount: number,
  unit: Unit | undefined,
  material: string | undefined,
  zip = "",
  ofHouse = false,
): Total | null {
  const price = (work: PricedJob["work"]) => jobPrice({ zip, work });
  switch (service) {
    case "windows": {
      if ((unit && unit !== "windows") || amount < 1 || amount > 200 || !Number.isInteger(amount)) return null;
      const type = WINDOWS[material ?? ""] ?? "vinyl-double-hung";
      const label = type === "vinyl-double-hung" ? "standard vinyl double-hung windows" : `${words(type)} windows`;
      return {
        ...price([{ kind: "windows", type, count: amount }]),
        what: `${n(amount)} ${label}`,
        whatEs: `${n(amount)} ventanas`,
        tool: { label: "windows", path: "/windows", labelEs: "ventanas" },
      };
    }
    case "gutters": {
      if ((unit && unit !== "feet") || amount < 10 || amount > 2000) return null;
      const guards = material === "guards";
      const total = price([
        { kind: "extra", item: "gutterPerFoot", quantity: amount },
        ...(guards ? [{ kind: "extra" as const, item: "gutterGuardPerFoot" as const, quantity: amount }] : []),
      ]);
      return {
        ...total,
        what: `${n(amount)} linear feet of seamless gutter${guards ? " with guards" : ""}`,
        whatEs: `${n(amount)} pies lineales de canaleta`,
        tool: {
          label: "instant gutter estimate",
          path: "/roof-replacement-estimate?for=gutters",
          labelEs: "estimado instantáneo de canaletas",
        },
      };
    }
    case "siding": {
      if ((unit && unit !== "sqft") || amount < 100 || amount > 20_000) return null;
      const kind = (SIDING.includes(material ?? "") ? material : "vinyl") as SidingMaterial;
      return {
        ...price([{ kind: "siding", material: kind, wallArea: amount }]),
        what: `${n(amount)} square feet of ${words(kind)} siding`,
        whatEs: `${n(amount)} pies cuadrados de siding`,
        tool: {
          label: "instant siding estimate",
          path: "/roof-replacement-estimate?for=siding",
          labelEs: "estimado instantáneo de siding",
        },
      };
    }
    case "roof": {
      const squares = unit === "squares";
      if ((unit && unit !== "sqft" && !squares) || amount < (squares ? 5 : 300) || amount > (squares ? 200 : 20_000)) return null;
      const material_ = (ROOF.includes(material ?? "") ? material : "asphalt-architectural") as RoofMaterial;
      const pitch = material_ === "flat-tpo" ? ("low" as const) : ("medium" as const);
      const roof = (roofArea: number) => price([{ kind: "roof", material: material_, roofArea, pitch, layers: 1 }]);
      const area = squares ? amount * 100 : amount;
      // A house's size is not its roof's: one story has about twice the roof of two.
      const [low, high] = ofHouse ? [roof(roofAreaOfHome(area, 2, pitch)), roof(roofAreaOfHome(area, 1, pitch))] : [roof(area), roof(area)];
      const what = ofHouse
        ? `an ${words(material_)} roof on a ${n(area)} square foot house (two stories to one)`
        : `${n(area)} square feet of ${words(material_)} roof`;
      return {
        low: low.low,
        high: high.high,
        what,
        whatEs: `un techo de ${n(area)} pies cuadrados`,
        tool: { label: "instant roof estimate", path: "/roof-replacement-estimate", labelEs: "estimado instantáneo del techo" },
      };
    }
  }
}
