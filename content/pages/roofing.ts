import { priceFacts, priceSample } from "../price-facts.built";
import type { ContentPage } from "./types";

export const roofingPage: ContentPage = {
  eyebrow: "Roofing Services",
  title: "Roofing in Maryland & Delaware",
  intro: `Old Line Exteriors replaces, repairs and inspects roofs on homes and commercial buildings across Maryland and Delaware, {sinceFounded}. We work on shingle, metal and flat roofs, and we handle the parts that keep water out for decades: decking, underlayment, flashing and ventilation. Every job starts with a free, written estimate.`,
  highlights: [
    { label: "In business", value: "{yearsInBusiness}" },
    { label: "Projects", value: "{projectsCompleted}" },
    { label: "Warranty", value: "{warrantyBadge}" },
    { label: "Emergencies", value: "{emergencyBadge}" },
  ],
  sections: [
    {
      heading: "Roof replacement, layer by layer",
      paragraphs: [
        "A new roof is a system, not just a new surface. We tear off the old shingles down to the wood deck rather than laying a second layer on top. It is the only way to find rotted sheathing, and it lets new materials lie flat and seal properly.",
        "Once the deck is exposed, we replace damaged boards or plywood, then install the layers the roof depends on. Maryland adopts the International Residential Code statewide, and in Delaware, which has no statewide building code, the counties and towns adopt it with their own amendments; it sets the baseline for most of what follows.",
      ],
      bullets: [
        "Decking: damaged sheathing replaced and re-nailed so shingle fasteners hold.",
        "Ice and water shield: a self-adhering membrane at the eaves, in valleys and around penetrations. Where the local code requires an ice barrier, it runs from the eave edge to at least 24 inches inside the exterior wall line.",
        "Underlayment: synthetic underlayment over the rest of the deck as a second line of defense.",
        "Flashing: new drip edge, step flashing at walls, and properly sealed flashing around chimneys, skylights and vent pipes.",
        "Ventilation: balanced intake at the soffits and exhaust at or near the ridge, sized to the attic.",
      ],
    },
    {
      heading: "Why ventilation matters in our climate",
      paragraphs: [
        "Baltimore-area winters swing above and below freezing, which is exactly the pattern that builds ice dams. Warm air leaking into a poorly vented attic melts snow on the upper roof, and the water refreezes at the cold eaves. Good intake and exhaust venting, plus air sealing at the attic floor, keeps the roof deck closer to outdoor temperature. In summer the same airflow lets trapped heat and moisture escape, which helps shingles and sheathing last. Our article on [roof ventilation and ice dams](/insights/roof-ventilation-ice-dams) explains how it works.",
      ],
    },
    {
      heading: "Roofing materials we install",
      paragraphs: ["The right material depends on your roof's pitch, your budget and how long you plan to stay in the house."],
      bullets: [
        "Architectural asphalt shingles: the most common choice on pitched roofs here, with good wind resistance and a dimensional look. See our take on [asphalt shingle pros and cons](/insights/asphalt-shingles-pros-and-cons).",
        "Standing seam metal: concealed-fastener panels that shed snow and rain well and can last far longer than shingles, at a higher upfront cost.",
        "TPO and EPDM membranes: single-ply systems for low-slope and flat roofs on rowhomes, porches, additions and commercial buildings, where shingles are not allowed.",
        "Cedar and slate repairs: many older homes in the region still have these roofs, and we repair them with matching materials rather than patching them with shingles.",
      ],
    },
    {
      heading: "Roof repair and inspections",
      paragraphs: [
        "Plenty of roofs need a repair, not a replacement. Lifted or missing shingles, a cracked pipe boot or failed chimney flashing can usually be fixed in a few hours. When we inspect, we look at the roof surface, flashing, gutters, attic ventilation and signs of moisture inside, then give you photos and a written summary. If you are weighing options, our guide to [repair vs. replacement](/roof-repair-vs-replacement) covers the usual signs, and you can read [what to expect during a roof inspection](/insights/what-to-expect-roof-inspection) before we arrive.",
      ],
    },
    {
      heading: "Storm damage and insurance claims",
      paragraphs: [
        "Summer thunderstorms, nor'easters and the remnants of tropical storms all hit this region. After a storm, call {emergencyLine} to have an active leak tarped ([emergency roof repair](/emergency-roof-repair)), then we come back to document the damage with photos and measurements.",
        "If you file a claim, we can meet your adjuster on the roof and provide a detailed line-item estimate. You stay in control of your claim, and we will not offer to waive or cover your deductible. Before you sign with anyone who knocks on your door after a storm, read our piece on [storm chasers](/insights/storm-chasers) and our overview of [what homeowners insurance covers](/insights/what-homeowners-insurance-covers-roof-damage).",
      ],
    },
    {
      heading: "Gutters that move water away",
      ...priceSample,
      paragraphs: [
        "A roof only works if the water leaving it goes somewhere useful. We install seamless aluminum gutters formed on site, pitched toward downspouts and sized to the roof area they drain. We also add gutter guards where trees make clogging a constant problem, and we check that downspouts discharge away from the foundation.",
        `Seamless gutters run about ${priceFacts.gutters}; guards add ${priceFacts.gutterGuards}. [Price your gutters](/roof-replacement-estimate?for=gutters) from their length in a minute.`,
      ],
    },
    {
      heading: "What to expect, day by day",
      paragraphs: [
        "Most single-family replacements take one to three days, depending on size, pitch and weather. Larger or complicated roofs take longer, and we will tell you up front.",
      ],
      bullets: [
        "Before day one: we confirm materials and colors, schedule delivery and pull any permit your county or city requires.",
        "Day one: we protect landscaping, siding and windows, tear off the old roof, inspect and repair the deck, and get the roof dried in before we leave.",
        "Day two: shingles or panels, flashing, ridge vents and trim go on.",
        "Final day: cleanup with magnetic sweeps for nails, a walk-through with you and any required final inspection.",
      ],
    },
    {
      heading: "Warranty and what a new roof costs",
      ...priceSample,
      paragraphs: [
        `Our roofing work is backed by {workmanshipWarranty}, and the materials carry their own manufacturer warranty. We also hold {certification}, and {volumePricing} helps keep material costs in check. [Our warranty terms](/warranty) say what it covers and what it does not. Our articles on [why roofing warranties matter](/insights/why-roofing-warranties-matter) and [reading a roof warranty](/insights/reading-a-roof-warranty) explain what to look for.`,
        `For ${priceFacts.typicalHouse} in our area, an architectural shingle replacement often falls between ${priceFacts.roof}: ${priceFacts.storiesNote}, and pitch, layers to remove, decking repairs and access move the number. By the square, ${priceFacts.perSquare}. The only reliable number is a measured quote, so [request a roof replacement estimate](/roof-replacement-estimate), and ask about [financing](/financing) if it helps.`,
      ],
    },
  ],
  faqs: [
    {
      question: "How do I know if my roof needs replacing or just a repair?",
      answer:
        "Age is one clue: many asphalt roofs in this climate start showing wear after 20 years or so. Widespread curling, cracking, granule loss, repeated leaks in different spots, or a spongy deck point toward replacement. A single leak or a few missing shingles usually point toward repair. Our article on [when a roof needs replacing](/insights/when-does-a-roof-need-replacing) walks through the signs, or you can [schedule an inspection](/schedule).",
    },
    {
      question: "Can you install new shingles over my old roof?",
      answer:
        "The code allows an overlay in some cases, but we recommend a full tear-off. Without it, nobody can see the condition of the deck, the new shingles can telegraph bumps from the old ones, and the extra weight and trapped heat can shorten the roof's life. Many manufacturer warranties also favor a tear-off.",
    },
    {
      question: "Is a flat roof a bad idea?",
      answer:
        "No, low-slope roofs are normal on rowhomes, porches and commercial buildings. They just need a membrane such as TPO or EPDM instead of shingles, careful detailing at edges and drains, and regular inspection. Our comparison of [flat vs. pitched roofs](/insights/flat-vs-pitched-roof) goes into more detail.",
    },
    {
      question: "Are you licensed to work in both states?",
      answer: `We are {licensedInsured}. In Maryland, home improvement contractors need a license from the Maryland Home Improvement Commission (MHIC); in Delaware, contractors must hold a business license through the Division of Revenue. Permit rules vary by county and city, and we handle the permit when one is required. You can learn more [about our company](/about).`,
    },
    {
      question: "Will my insurance pay for a new roof?",
      answer:
        "It depends on your policy and the cause of the damage. Sudden storm damage such as wind or hail is often covered, while wear and tear from age usually is not. Your policy may also pay actual cash value rather than replacement cost on an older roof. We document the damage and provide an estimate, but your insurer makes the coverage decision.",
    },
    {
      question: "What happens if it rains during my replacement?",
      answer:
        "We watch the forecast closely and only open as much roof as we can dry in that day. If weather moves in unexpectedly, the crew covers exposed areas with underlayment and tarps before leaving. If a leak ever appears after the job, [contact us](/contact) and we will come back out.",
    },
  ],
  related: [
    { label: "Schedule a roof inspection", href: "/schedule" },
    { label: "Get a roof replacement estimate", href: "/roof-replacement-estimate" },
    { label: "Emergency roof repair", href: "/emergency-roof-repair" },
    { label: "See our roofing projects", href: "/projects" },
    { label: "Financing options", href: "/financing" },
    { label: "Roofing articles and guides", href: "/insights" },
  ],
};

export default roofingPage;
