import type { PricedJob } from "./prices";

/** Portfolio projects shown on the projects page: completed roofing, siding, window and storm restoration jobs in Maryland and Delaware. */
import { type BeforeAndAfter, projectPhotos } from "./project-photos";

export type ProjectCategory = "roofing" | "siding" | "windows" | "general";

export interface PortfolioProject {
  /** A sample project written for the template, not a job done: `npm run preflight` refuses to deploy it. */
  sample?: boolean;
  id: string;
  title: string;
  location: string;
  type: string;
  category: ProjectCategory;
  /** The job's price in US dollars: inside what the price model gives for `pricedAs` (a test checks). */
  value: number;
  /** The work as the price model (content/prices.ts) prices it. */
  pricedAs: PricedJob;
  timelineDays: number;
  summary: string;
  highlights: readonly string[];
  /** The pictures of the building before and after the work (content/project-photos.ts). */
  photos: BeforeAndAfter;
}

export const projects: readonly PortfolioProject[] = [
  {
    sample: true,
    id: "towson-complete-roof-replacement",
    photos: projectPhotos.towson,
    title: "Complete Roof Replacement",
    location: "Towson, MD",
    type: "Residential",
    category: "roofing",
    value: 45000,
    pricedAs: { zip: "21204", work: [{ kind: "roof", material: "asphalt-architectural", roofArea: 4200, pitch: "very-steep", layers: 2 }] },
    timelineDays: 7,
    summary:
      "A large 1920s colonial revival with steep gables and dormers, about 42 squares of roof, had two layers of worn three-tab shingles, soft decking around the chimney and recurring leaks in an upstairs bedroom. We tore off to the deck, replaced damaged plywood, installed ice and water shield at the eaves, valleys and chimney, and finished with architectural asphalt shingles and a continuous ridge vent.",
    highlights: [
      "Full tear-off of two shingle layers",
      "New step and counter flashing at the chimney",
      "Balanced intake and ridge ventilation",
    ],
  },
  {
    sample: true,
    id: "newark-garden-apartments-re-roof",
    photos: projectPhotos.newark,
    title: "Garden Apartment Community Re-Roof",
    location: "Newark, DE",
    type: "Multi-Unit Commercial",
    category: "roofing",
    value: 180000,
    pricedAs: {
      zip: "19711",
      work: [
        { kind: "roof", material: "asphalt-architectural", roofArea: 21600, pitch: "medium", layers: 1 },
        { kind: "extra", item: "gutterPerFoot", quantity: 1200 },
      ],
    },
    timelineDays: 28,
    summary:
      "A six-building garden apartment community was dealing with aging shingles, undersized gutters and repeated tenant leak calls. Working one building at a time so residents could stay in place, we replaced every roof with architectural asphalt shingles over synthetic underlayment and ice and water shield, added ridge vents, and installed seamless aluminum gutters with oversized downspouts.",
    highlights: [
      "Six buildings re-roofed with residents in place",
      "Daily cleanup and magnetic nail sweeps of parking areas",
      "Seamless gutters and oversized downspouts throughout",
    ],
  },
  {
    sample: true,
    id: "salisbury-commercial-tpo-roof",
    photos: projectPhotos.salisbury,
    title: "Commercial Flat Roof Replacement",
    location: "Salisbury, MD",
    type: "Commercial",
    category: "roofing",
    value: 98000,
    pricedAs: {
      zip: "21801",
      work: [
        { kind: "roof", material: "flat-tpo", roofArea: 8000, pitch: "low", layers: 1 },
        { kind: "extra", item: "taperedInsulationPerSquare", quantity: 80 },
      ],
    },
    timelineDays: 14,
    summary:
      "A single-story professional office building had a failing built-up roof with ponding water and leaks over two tenant suites. We removed the old roof down to the deck, installed tapered polyiso insulation to correct drainage, and mechanically fastened a white TPO membrane with heat-welded seams and new metal edge and scuppers.",
    highlights: [
      "Tapered insulation eliminated ponding areas",
      "Reflective white TPO membrane with heat-welded seams",
      "Tenants stayed open throughout the project",
    ],
  },
  {
    sample: true,
    id: "lewes-standing-seam-metal-roof",
    photos: projectPhotos.lewes,
    title: "Standing Seam Metal Roof",
    location: "Lewes, DE",
    type: "Residential",
    category: "roofing",
    value: 72000,
    pricedAs: { zip: "19958", work: [{ kind: "roof", material: "metal-standing-seam", roofArea: 3500, pitch: "steep", layers: 1 }] },
    timelineDays: 10,
    summary:
      "Salt air and coastal wind had worn out the shingles on this two-story beach-area home, and several tabs were lost in a fall nor'easter. We replaced the roof with a concealed-fastener standing seam metal system over high-temperature underlayment, with matching metal flashings and a vented ridge rated for coastal wind exposure.",
    highlights: ["Concealed-fastener standing seam panels", "High-temperature synthetic underlayment", "Coastal-grade fasteners and trim"],
  },
  {
    sample: true,
    id: "ellicott-city-roof-and-skylights",
    photos: projectPhotos.ellicottCity,
    title: "Roof and Skylight Replacement",
    location: "Ellicott City, MD",
    type: "Residential",
    category: "roofing",
    value: 58000,
    pricedAs: {
      zip: "21043",
      work: [
        { kind: "roof", material: "asphalt-architectural", roofArea: 4400, pitch: "very-steep", layers: 1 },
        { kind: "extra", item: "skylightEach", quantity: 4 },
      ],
    },
    timelineDays: 9,
    summary:
      "This steep-pitch home had original skylights that fogged and leaked at the curb, plus shingles that were cupping on the south-facing slopes. We replaced the roof with designer architectural asphalt shingles, installed four new flashed skylights, and lined all valleys and penetrations with ice and water shield.",
    highlights: [
      "Four leaking skylights replaced with new flashing kits",
      "Steep-slope safety setup on a 12/12 pitch",
      "Upgraded attic ventilation to reduce shingle heat damage",
    ],
  },
  {
    sample: true,
    id: "bel-air-fiber-cement-siding",
    photos: projectPhotos.belAir,
    title: "Fiber Cement Siding Installation",
    location: "Bel Air, MD",
    type: "Residential",
    category: "siding",
    value: 68000,
    pricedAs: { zip: "21014", work: [{ kind: "siding", material: "fiber-cement", wallArea: 4500 }] },
    timelineDays: 15,
    summary:
      "Original wood clapboard on this farmhouse-style home was split, peeling and soft at the sills. We removed the old siding, repaired sheathing, wrapped the walls in new house wrap, and installed pre-finished fiber cement lap siding with matching trim boards and flashed window heads.",
    highlights: [
      "Rotted sheathing replaced before installation",
      "Pre-finished fiber cement lap siding and trim",
      "New house wrap and window head flashing",
    ],
  },
  {
    sample: true,
    id: "dover-insulated-vinyl-siding",
    photos: projectPhotos.dover,
    title: "Insulated Vinyl Siding and Trim",
    location: "Dover, DE",
    type: "Residential",
    category: "siding",
    value: 52000,
    pricedAs: {
      zip: "19901",
      work: [
        { kind: "siding", material: "insulated-vinyl", wallArea: 4000 },
        { kind: "extra", item: "soffitFasciaPerFoot", quantity: 260 },
      ],
    },
    timelineDays: 10,
    summary:
      "Faded, brittle vinyl was cracking on the windward side of this large two-story home, and the homeowners wanted a warmer, quieter house. We stripped the old siding and installed insulated vinyl siding with foam backing, new aluminum soffit and fascia wrap, and vented soffit panels to improve attic airflow.",
    highlights: ["Foam-backed insulated vinyl siding", "New vented soffit and wrapped fascia", "Cracked and faded panels fully removed"],
  },
  {
    sample: true,
    id: "frederick-commercial-siding-renewal",
    photos: projectPhotos.frederick,
    title: "Commercial Siding and Soffit Renewal",
    location: "Frederick, MD",
    type: "Commercial",
    category: "siding",
    value: 124000,
    pricedAs: {
      zip: "21701",
      work: [
        { kind: "siding", material: "fiber-cement", wallArea: 9000 },
        { kind: "extra", item: "soffitFasciaPerFoot", quantity: 400 },
      ],
    },
    timelineDays: 21,
    summary:
      "A retail strip center had water-stained, warped siding and damaged soffits that made the storefronts look neglected. We replaced the facade and rear walls with fiber cement panels and lap siding, added new aluminum soffit and fascia, and sequenced the work section by section so every business stayed open.",
    highlights: [
      "Work phased around store hours",
      "Fiber cement panels and lap siding on all elevations",
      "New soffit, fascia and seamless aluminum gutters",
    ],
  },
  {
    sample: true,
    id: "columbia-whole-home-window-replacement",
    photos: projectPhotos.columbia,
    title: "Whole-Home Window Replacement",
    location: "Columbia, MD",
    type: "Residential",
    category: "windows",
    value: 48500,
    pricedAs: { zip: "21044", work: [{ kind: "windows", type: "fiberglass", count: 24 }] },
    timelineDays: 8,
    summary:
      "The homeowners were fighting drafts, condensation and failed seals in 1980s aluminum windows. We replaced 24 units with fiberglass double-hung low-E argon windows, insulated and air-sealed each opening, and capped the exterior trim in aluminum for low maintenance.",
    highlights: ["24 double-hung low-E argon windows", "Each opening insulated and air-sealed", "Exterior trim capped to match the home"],
  },
  {
    sample: true,
    id: "annapolis-historic-profile-windows",
    photos: projectPhotos.annapolis,
    title: "Historic-Profile Window Replacement",
    location: "Annapolis, MD",
    type: "Residential",
    category: "windows",
    value: 61000,
    pricedAs: { zip: "21401", work: [{ kind: "windows", type: "wood-clad", count: 24 }] },
    timelineDays: 12,
    summary:
      "An older home near the historic district needed new windows that kept its traditional look. We installed wood-interior, clad-exterior double-hung low-E argon windows with simulated divided lites, and rebuilt rotted sills and brick molding to the original profile.",
    highlights: [
      "Simulated divided lites to match original grille pattern",
      "Rotted sills and brick molding rebuilt",
      "Low-E argon glass throughout",
    ],
  },
  {
    sample: true,
    id: "wilmington-office-window-retrofit",
    photos: projectPhotos.wilmington,
    title: "Office Building Window Retrofit",
    location: "Wilmington, DE",
    type: "Commercial",
    category: "windows",
    value: 87000,
    pricedAs: { zip: "19801", work: [{ kind: "windows", type: "commercial", count: 40 }] },
    timelineDays: 16,
    summary:
      "A three-story office building had leaking single-pane windows and uneven temperatures from floor to floor. We replaced the units with commercial-grade insulated low-E windows, resealed the masonry openings, and worked floor by floor after hours to keep offices usable during the day.",
    highlights: [
      "After-hours installation, floor by floor",
      "Commercial-grade insulated low-E glass",
      "Masonry openings resealed against water entry",
    ],
  },
  {
    sample: true,
    id: "forest-hill-storm-damage-restoration",
    photos: projectPhotos.forestHill,
    title: "Storm Damage Restoration",
    location: "Forest Hill, MD",
    type: "Residential",
    category: "general",
    value: 64000,
    pricedAs: {
      zip: "21050",
      work: [
        { kind: "roof", material: "asphalt-architectural", roofArea: 5000, pitch: "steep", layers: 1 },
        { kind: "extra", item: "gutterPerFoot", quantity: 300 },
        { kind: "siding", material: "vinyl", wallArea: 2500 },
      ],
    },
    timelineDays: 13,
    summary:
      "A severe summer storm dropped a tree limb on this home, tearing shingles, crushing gutters and cracking siding on two sides. We tarped the roof the same night, documented the damage for the insurance adjuster, then replaced the roof with architectural asphalt shingles, installed new seamless aluminum gutters, and matched and replaced the damaged vinyl siding.",
    highlights: [
      "Emergency tarping the night of the storm",
      "Damage documentation provided for the insurance claim",
      "Roof, gutters and siding restored under one contract",
    ],
  },
] as const;
