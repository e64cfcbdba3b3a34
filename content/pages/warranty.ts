import type { ContentPage } from "./types";

/**
 * Which work the workmanship warranty applies to, in one sentence every page that mentions the
 * warranty reuses (the terms below are its source; `content/safety.test.ts` keeps pages to it).
 */
export const warrantyScope = {
  covers: "roof replacements and repairs, siding, windows and storm-damage repairs",
  excludes: "roof inspections and gutter work",
} as const;

/**
 * The workmanship warranty's terms as the template words them: a contractor confirms them with
 * their own contract (and their lawyer) and removes `sample` before launch.
 */
export const warrantyPage: ContentPage = {
  sample: true,
  eyebrow: "Warranty",
  title: "Our Workmanship Warranty and Your Manufacturer Warranties",
  intro: `Our workmanship warranty ({warrantyTerm}) comes in writing with ${warrantyScope.covers}; ${warrantyScope.excludes} are not covered by it. It covers how we installed your materials; the materials themselves are covered by their manufacturers' warranties. This page sets out what each covers, what neither covers, and how to make a claim.`,
  highlights: [
    { label: "Workmanship warranty", value: "{warrantyTerm}" },
    { label: "It covers", value: "Our installation" },
    { label: "Materials", value: "Manufacturer warranty" },
    { label: "Cost to you", value: "None" },
  ],
  sections: [
    {
      heading: "Why a workmanship warranty matters",
      paragraphs: [
        "Most roof and siding failures in the first years after installation are not defects in the shingles or panels: they come from how the work was done. A missing piece of step flashing where a roof meets a wall, a nail driven too high or too hard, an unsealed pipe boot or a window set without flashing tape will let water in long before the material wears out. A manufacturer's warranty does not pay for those mistakes, because the product did not fail; the installation did.",
        "That is why the contractor's own warranty matters as much as the product's. Ours is written, it names what it covers and what it does not, and it comes from the crew that did the work, so there is one number to call. Our article on [why roofing warranties matter](/insights/why-roofing-warranties-matter) goes further into the difference.",
      ],
    },
    {
      heading: "What the workmanship warranty covers",
      paragraphs: [
        `If something we installed fails within {warrantyTerm} because of how we installed it, we come back and put it right, with the labor and the materials the repair needs, at no charge.`,
      ],
      bullets: [
        "Leaks caused by our installation: flashing, underlayment, fastening and sealing at vents, chimneys, skylights and walls.",
        "Shingles, panels, siding or trim that come loose because of how we fastened them.",
        "Windows we installed that leak or let air in around the frame because of how they were set, flashed or sealed.",
        "Attic ventilation we installed that does not work as it was designed to.",
      ],
    },
    {
      heading: "What it does not cover",
      paragraphs: ["The warranty is about our workmanship. It does not cover:"],
      bullets: [
        "Defects in the materials themselves: those fall under the manufacturer's warranty, which we help you claim.",
        "Damage from storms, hail, falling trees, fire, floods or other events: that is a matter for your homeowners insurance.",
        "Work by others after ours, such as repairs, satellite dishes, solar panels or anything else fastened through the roof or wall.",
        "Parts of the house we did not work on, and conditions that were there before we started and were not part of our contract.",
        "Damage from missing upkeep, such as gutters left clogged or branches left rubbing the roof.",
      ],
    },
    {
      heading: "Manufacturer warranties",
      paragraphs: [
        "Shingles, underlayment, siding and windows carry their manufacturers' own limited warranties against product defects. Their length and terms differ from product to product and are set by the manufacturer, not by us. We give you each product's warranty document and register the products whose coverage depends on registration.",
        "Some shingle manufacturers offer enhanced system warranties when a certified contractor installs their complete roof system. Ask which apply to your roof and what they cover, and read [reading a roof warranty](/insights/reading-a-roof-warranty) for how the two kinds of coverage fit together.",
      ],
    },
    {
      heading: "Which work it applies to",
      paragraphs: [
        `It applies to ${warrantyScope.covers}. It does not apply to ${warrantyScope.excludes}: an inspection is advice rather than installed work, and any terms for gutter work are written in its estimate.`,
      ],
    },
    {
      heading: "What we ask of you",
      paragraphs: [
        "A roof, a wall and a window last longest with a little care, and the warranty assumes that care. None of it needs a contractor:",
      ],
      bullets: [
        "Keep gutters and downspouts clear so water leaves the roof edge instead of backing up under it.",
        "Trim branches that touch or overhang the roof, and clear leaves and needles from valleys.",
        "Tell us about a leak or a loose piece as soon as you see it: a small problem found early is a small repair.",
        "Ask us first before anyone fastens something through the new roof or siding, such as an antenna, a dish or solar panels.",
      ],
    },
    {
      heading: "How to make a claim",
      paragraphs: [
        "Call or write to us with your address, what you are seeing and photos if you can take them safely. We come to look, tell you in writing whether it is covered, and schedule the repair. If you sell the house, ask us whether the warranty can pass to the buyer.",
      ],
    },
  ],
  faqs: [
    {
      question: "How long does the workmanship warranty last?",
      answer: `{warrantyTerm} from the day the work is finished, as written in your warranty certificate. The manufacturer's warranty on the materials runs on its own terms, which are often longer for the product itself.`,
    },
    {
      question: "Does the workmanship warranty cost anything?",
      answer: "No. It comes with every installation and repair it applies to, and you receive it in writing with your final paperwork.",
    },
    {
      question: "What if a storm damages my new roof?",
      answer:
        "Storm damage is not a workmanship defect, so it is a matter for your homeowners insurance. We can document the damage and meet your adjuster; see [emergency roof repair](/emergency-roof-repair).",
    },
    {
      question: "Is a roof inspection or gutter work covered?",
      answer:
        "No. An inspection is advice rather than installed work, and gutter work is not covered by the workmanship warranty; any terms for it are written in its estimate. Repairs and replacements we make after an inspection are covered.",
    },
  ],
  related: [
    { label: "Roofing services", href: "/roofing" },
    { label: "Siding services", href: "/siding" },
    { label: "Window services", href: "/windows" },
    { label: "Why roofing warranties matter", href: "/insights/why-roofing-warranties-matter" },
  ],
};

export default warrantyPage;
