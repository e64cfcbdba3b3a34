import type { Faq } from "../pages/types";

/**
 * Service content for the local landing pages (one service combined with one locality).
 * The same text appears on every town page of a service, so it names no town and stays
 * compact; the town-specific parts come from content/localities/*.json.
 */
export type LandingServiceSlug = "roofing" | "siding" | "windows" | "gutter" | "roof-inspection" | "storm-damage";

export interface LandingService {
  slug: LandingServiceSlug;
  /** Short label for headings and titles, e.g. "Roofing", "Siding", "Replacement Windows", "Gutters", "Roof Inspections", "Storm Damage Repair". */
  label: string;
  /** A lower-case noun phrase for sentences, e.g. "roof replacement and repair". */
  phrase: string;
  /** The full service page: "/roofing", "/siding", "/windows"; gutters, inspections and storm damage use "/roofing" or "/emergency-roof-repair" as fits. */
  serviceHref: string;
  /** Heading of the "what we do" section, no town name, e.g. "What a roof replacement with us includes". */
  whatWeDoHeading: string;
  /** One or two short paragraphs (together ≤ 80 words) on how we do this work. */
  whatWeDo: readonly string[];
  /** Three or four bullets (≤ 20 words each): concrete steps or materials. */
  steps: readonly string[];
  /** Three or four bullets (≤ 18 words each): problems we commonly find and fix with this service in this region's climate and housing (freeze-thaw, ice dams, wind, humidity, aging 1950s-2000s housing stock). */
  commonProblems: readonly string[];
  /** Exactly one FAQ (answer ≤ 50 words) about the service in general (not about a town). */
  faq: Faq;
  /** Whether the workmanship warranty (content/pages/warranty.ts) covers this work: installations and repairs do, an inspection or the gutters do not. */
  warranty: boolean;
}

export const landingServices: Record<LandingServiceSlug, LandingService> = {
  roofing: {
    slug: "roofing",
    warranty: true,
    label: "Roofing",
    phrase: "roof replacement and repair",
    serviceHref: "/roofing",
    whatWeDoHeading: "What a roof replacement with us includes",
    whatWeDo: [
      "We tear the old roof off down to the wood deck rather than shingling over it. That is the only way to find soft sheathing, and it lets new layers lie flat and seal.",
      "Not every roof needs replacing: a lifted shingle, cracked pipe boot or failed flashing is often a repair, and your free, written estimate says which. See [repair vs. replacement](/roof-repair-vs-replacement).",
    ],
    steps: [
      "Damaged decking replaced and re-nailed so the new fasteners hold.",
      "Ice and water shield at eaves, valleys and penetrations; synthetic underlayment over the rest of the deck.",
      "New drip edge, step flashing at walls, and sealed flashing around chimneys, skylights and vent pipes.",
      "Balanced ventilation: intake at the soffits, exhaust at or near the ridge, sized to the attic.",
    ],
    commonProblems: [
      "Ice dams at the eaves, usually traced to attic air leaks and weak ventilation.",
      "Shingles lifted or creased by wind, so their seal no longer holds.",
      "Cracked rubber pipe boots, which often fail long before the shingles wear out.",
      "A second shingle layer hiding soft or rotted decking on older houses.",
    ],
    faq: {
      question: "How long does a roof replacement take?",
      answer:
        "Most single-family roofs take one to three days, depending on size, pitch and weather; complicated roofs take longer. We open only as much roof as we can dry in that day, and we tell you the schedule up front.",
    },
  },

  siding: {
    slug: "siding",
    warranty: true,
    label: "Siding",
    phrase: "siding replacement and repair",
    serviceHref: "/siding",
    whatWeDoHeading: "What a siding project with us includes",
    whatWeDo: [
      "We usually remove the old siding rather than cover it. With the wall open we can repair sheathing, install a water-resistive barrier and flash every opening, because wind-driven rain gets behind any cladding and the wall must drain it out.",
      "We install vinyl, insulated vinyl, fiber cement and engineered wood, and bring full-size samples so you can judge colors in daylight.",
    ],
    steps: [
      "Rotted sheathing and fascia replaced before anything new goes on.",
      "House wrap lapped upper over lower with taped seams, and flashing tape integrated at windows and doors.",
      "Kickout flashing where a roof edge meets a wall, so runoff stays off the siding.",
      "Vinyl hung loosely, nails centered in the slots, so panels can expand and contract.",
    ],
    commonProblems: [
      "Wavy or buckled vinyl that was nailed too tight to move with temperature swings.",
      "Mildew on shaded walls that keeps coming back in humid summers.",
      "Rotted sheathing below roof-to-wall joints built without kickout flashing.",
      "Soft fascia and window trim where water has run behind gutters or failed caulk.",
    ],
    faq: {
      question: "Which siding material is right for my house?",
      answer:
        "It depends on budget, style and upkeep. Vinyl and insulated vinyl usually cost the least and never need paint. Fiber cement costs more, resists rot and fire, and holds paint well. Engineered wood is lighter and looks like real wood but needs regular painting.",
    },
  },

  windows: {
    slug: "windows",
    warranty: true,
    label: "Replacement Windows",
    phrase: "window replacement",
    serviceHref: "/windows",
    whatWeDoHeading: "What a window replacement with us includes",
    whatWeDo: [
      "We measure every opening ourselves and order windows built to size. Where the old frame is square, solid and dry, an insert installation leaves interior trim and plaster alone. Where frames are rotted, a full-frame replacement lets us repair the opening and flash it properly.",
      "Every product carries an NFRC label, so you can compare U-factor and solar heat gain before you choose.",
    ],
    steps: [
      "Double-pane low-E glass with argon and warm-edge spacers, or triple-pane where outside noise matters.",
      "Gaps filled with low-expansion foam, then the exterior flashed, sealed and capped or trimmed.",
      "Bedroom egress and safety glass near doors, tubs and stairs checked during measurement.",
      "Floors and furniture covered, old units hauled away, and EPA lead-safe practices in pre-1978 homes.",
    ],
    commonProblems: [
      "Fog between the panes, which means the insulated glass seal has failed.",
      "Soft or rotted sills where water has sat for years.",
      "Sashes that stick, won't stay open or are painted shut.",
      "Drafty single-pane or early double-pane units with worn weatherstripping.",
    ],
    faq: {
      question: "Do I have to replace every window at once?",
      answer:
        "No. Many homeowners replace windows in phases, starting with the worst openings. Doing them together is usually more economical and keeps styles and colors matched, but a phased plan works well when the budget calls for it.",
    },
  },

  gutter: {
    slug: "gutter",
    warranty: false,
    label: "Gutters",
    phrase: "seamless gutters and downspouts",
    serviceHref: "/roofing",
    whatWeDoHeading: "What a gutter installation with us includes",
    whatWeDo: [
      "We form seamless aluminum gutters on site, so each run has joints only at corners and outlets, where leaks usually start. Every run is sized to the roof area it drains and pitched toward its downspouts.",
      "Ice dams start with attic heat, not the gutter, so where ice has been a problem we check [ventilation](/insights/roof-ventilation-ice-dams) too.",
    ],
    steps: [
      "Old gutters removed and fascia checked, with rotted boards replaced before new gutters go up.",
      "Seamless runs set under the drip edge and held with hidden hangers screwed into sound fascia.",
      "Downspouts with extensions or splash blocks that discharge water away from the foundation.",
      "Gutter guards where overhanging trees make clogging a constant problem.",
    ],
    commonProblems: [
      "Clogged gutters overflowing in summer downpours and spilling water against foundation walls.",
      "Downspouts that empty right beside the house, feeding wet basements and crawl spaces.",
      "Sagging runs pulled loose by ice and snow or by rotted fascia.",
      "Leaking seams and corners on older sectional gutters.",
    ],
    faq: {
      question: "Do gutter guards mean I never have to clean my gutters?",
      answer:
        "No. Guards keep out most leaves, but pine needles, seed pods and shingle granules can still build up on or under them. Check them each year, especially after the leaves fall, and flush any downspout that backs up.",
    },
  },

  "roof-inspection": {
    slug: "roof-inspection",
    warranty: false,
    label: "Roof Inspections",
    phrase: "roof inspections",
    serviceHref: "/roofing",
    whatWeDoHeading: "What a roof inspection with us includes",
    whatWeDo: [
      "An inspection tells you whether a roof needs repair, maintenance or replacement, and why. We look outside, on the roof and in the attic, because many leaks start at flashing and many moisture problems show only from inside.",
      "You get photos and a written summary. Read [what to expect](/insights/what-to-expect-roof-inspection) before we arrive.",
    ],
    steps: [
      "A walk around the house: gutters, fascia, siding below roof-to-wall joints and overhanging trees.",
      "The roof surface, walked where safe; steep or fragile roofs such as slate are checked from a ladder or camera.",
      "Flashing at chimneys, walls, valleys, skylights and pipe boots, where many leaks begin.",
      "The attic: stains, daylight, frost on nail tips, insulation depth and blocked soffit vents.",
    ],
    commonProblems: [
      "Cracked pipe boots or loose chimney flashing behind a ceiling stain.",
      "Bathroom or kitchen fans venting into the attic instead of outdoors.",
      "Insulation blocking soffit vents, which cuts airflow and helps ice dams form.",
      "Granule loss and curled shingles on roofs nearing the end of their life.",
    ],
    faq: {
      question: "How often should a roof be inspected?",
      answer:
        "The National Roofing Contractors Association recommends checking a roof twice a year, typically spring and fall, and after severe storms. An inspection also makes sense before buying or selling a home and a few years before the roof reaches the end of its expected life.",
    },
  },

  "storm-damage": {
    slug: "storm-damage",
    warranty: true,
    label: "Storm Damage Repair",
    phrase: "storm damage repair",
    serviceHref: "/emergency-roof-repair",
    whatWeDoHeading: "How storm damage repair with us works",
    whatWeDo: [
      "When a storm opens the roof, call {emergencyLine} to have the leak tarped. We come back to document the damage with photos and measurements, then give you a free, written estimate for the permanent repair.",
      "If you file a claim, we can meet your adjuster. Your insurer decides coverage, and we will not offer to waive or cover your deductible.",
    ],
    steps: [
      "A heavy-duty tarp run past the damage and over the ridge where possible, held with wood strips.",
      "Dated photos of each slope, plus damage to gutters, vents, siding and screens.",
      "A line-item estimate your adjuster can compare against the insurer's own scope.",
      "Permanent repair, or replacement if damage is widespread or the roof was already near the end of its life.",
    ],
    commonProblems: [
      "Shingles lifted or creased by wind, breaking the seal even where none blew off.",
      "Limbs that punctured the roof deck during a summer thunderstorm.",
      "Hail bruises on shingles and dents in gutters, downspouts and roof vents.",
      "Siding torn loose and wind-driven rain forced in at flashing.",
    ],
    faq: {
      question: "Should I hire a contractor who knocks on my door after a storm?",
      answer:
        "Take your time. Ask for a Maryland MHIC license number or proof of a Delaware business license, avoid large up-front payments and same-day pressure, and read anything about your insurance claim before signing. Our guide to [storm chasers](/insights/storm-chasers) lists more warning signs.",
    },
  },
};
