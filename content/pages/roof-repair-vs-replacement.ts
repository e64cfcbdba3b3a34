import { lifespanText } from "../estimate";
import type { ContentPage } from "./types";

export const roofRepairVsReplacementPage: ContentPage = {
  eyebrow: "Roofing Decisions",
  title: "Roof Repair vs. Replacement: How to Decide",
  intro:
    "A leak or a few missing shingles doesn't automatically mean you need a new roof, and a patch isn't always the cheaper choice over time. This page walks through the factors our inspectors weigh so you can decide with clear information. If you want a second set of eyes, we give free written estimates for both options.",
  highlights: [
    { label: "Rule of thumb", value: "About 30% damaged" },
    { label: "Shingle layer limit", value: "Usually 2" },
    { label: "Estimates", value: "Free & written" },
    { label: "Warranty", value: "{warrantyBadge}" },
  ],
  sections: [
    {
      heading: "Start With the Roof's Age",
      paragraphs: [
        "Every roofing material has a typical service life, and where your roof falls in that range matters as much as the damage itself. Installation, ventilation and maintenance all play a part, but these ranges are a fair guide:",
        "A roof in the first half of its life is usually worth repairing. One near or past the end of its expected life is often a candidate for replacement even when the current damage is small, because more problems tend to follow. Our article on [when a roof needs replacing](/insights/when-does-a-roof-need-replacing) covers the warning signs.",
      ],
      bullets: [
        `Three-tab asphalt shingles: roughly ${lifespanText("asphalt-three-tab")} years`,
        `Architectural asphalt shingles: roughly ${lifespanText("asphalt-architectural")} years`,
        `Standing seam metal: roughly ${lifespanText("metal-standing-seam")} years`,
        `Low-slope membranes such as TPO: roughly ${lifespanText("flat-tpo")} years`,
        "Natural slate: often 75 years or more",
      ],
    },
    {
      heading: "How Much of the Roof Is Damaged?",
      paragraphs: [
        "Damage confined to one area, such as a few shingles lost to wind, a cracked pipe boot or failed flashing around a chimney, is usually a straightforward repair. Widespread problems like granule loss across several slopes, curling on every side or hail bruising throughout point the other way.",
        "A common rule of thumb among roofers is that once roughly 30 percent or more of the roof is damaged or worn out, replacement usually makes more financial sense than patching. It is not a code requirement or a firm cutoff, just a useful starting point for the conversation.",
      ],
    },
    {
      heading: "Layers, Building Codes and Re-Covering",
      paragraphs: [
        "Re-covering means installing new shingles over the old ones. Building codes in Maryland and Delaware are generally based on the International Residential Code (IRC), which does not allow a new layer on a roof that already has two, so two layers of asphalt shingles is typically the limit. The IRC also rules out re-covering when the existing roof is water-soaked or badly deteriorated, and local rules can be stricter.",
        "Even where a second layer is legal, many contractors, including us, recommend a full tear-off. Stripping to the deck lets the crew inspect and repair the wood, install new underlayment and ice barrier, and avoid the added weight and heat buildup that can shorten the life of layered shingles. Manufacturer warranty terms can also differ for overlays.",
      ],
    },
    {
      heading: "Check the Decking and the Attic",
      paragraphs: [
        "The plywood or plank decking under the shingles is what holds the nails. Spongy spots underfoot, sagging between rafters, daylight through the boards, or dark stains and mold on the underside all suggest moisture has been getting in for a while.",
        "Limited rot can be cut out and replaced as part of a repair. Widespread rot usually calls for a tear-off, since the decking has to be exposed anyway. Poor attic ventilation, which shortens shingle life, is worth correcting whichever way you go.",
      ],
    },
    {
      heading: "Insurance, Matching and Plans to Sell",
      paragraphs: ["Outside factors can tip the decision one way or the other:"],
      bullets: [
        "Insurance: if a covered storm caused the damage, your policy may pay for repair or replacement minus your deductible. Whether it pays [actual cash value or replacement cost](/insights/actual-cash-value-vs-replacement-cost) makes a real difference.",
        "Matching: shingle lines get discontinued and colors fade. If new shingles can't reasonably match, a repair may look patched, and how insurers handle matching depends on your policy and state rules.",
        "Selling soon: buyers and home inspectors notice an aging roof. Replacing it can remove a negotiating point, while a solid repair may be enough if plenty of life remains.",
        "Staying for the long haul: replacing a roof near the end of its life spares you from paying for repairs now and a replacement a few years later.",
      ],
    },
    {
      heading: "Cost Considerations",
      paragraphs: [
        "A repair almost always costs less today. Small fixes like resealing flashing or replacing a handful of shingles often run in the hundreds of dollars, while larger repairs can reach the low thousands. A full replacement typically costs many thousands of dollars, depending on roof size, pitch, material, the number of layers to remove, decking repairs and permit fees.",
        "The fairer comparison is cost over time, since repeated repairs on a roof that will need replacing within a few years can add up to more than replacing it now. [Financing](/financing) can make a replacement easier to manage. For a quick starting point, request a [roof replacement estimate](/roof-replacement-estimate).",
      ],
    },
    {
      heading: "A Decision Checklist",
      paragraphs: [
        "Work through these questions before you decide:",
        "If most answers point toward age, widespread damage or failing decking, replacement is likely the better value. [Schedule an inspection](/schedule) and we will go through the list with you on site.",
      ],
      bullets: [
        "How old is the roof compared with its material's expected life?",
        "Is the damage in one spot, or spread across roughly 30 percent or more of the roof?",
        "How many layers are on the roof now?",
        "Is the decking solid, or are there soft spots and signs of long-term moisture?",
        "Is an insurance claim involved, and what will the policy pay?",
        "Can replacement shingles match the existing ones?",
        "How long do you plan to stay in the home?",
      ],
    },
  ],
  faqs: [
    {
      question: "Can I replace the shingles on just one side of the roof?",
      answer:
        "Sometimes. Replacing a single slope can work if the rest of the roof is in good shape and the new shingles match reasonably well. If the other slopes are about the same age, they will likely need work soon, and you will end up paying for setup, disposal and permits twice.",
    },
    {
      question: "Is it okay to put new shingles over my old roof?",
      answer:
        "Codes based on the IRC generally allow a second layer of asphalt shingles only when there is a single layer now and the existing roof is sound and dry. We usually recommend a tear-off because it exposes the decking and lets us install underlayment and flashing properly. Your local permit office has the final word on what is allowed.",
    },
    {
      question: "Will insurance pay to replace my whole roof?",
      answer:
        "It depends on the cause and extent of the damage and on your policy terms. Insurers typically pay for sudden events such as wind or hail, not gradual wear and tear, and a full replacement may be approved when storm damage is widespread. Our guide to [maximizing your insurance reimbursement](/insights/maximizing-insurance-reimbursement) explains how to prepare.",
    },
    {
      question: "How can I tell if a roofer is pushing an unnecessary replacement?",
      answer:
        "Ask for photos of the damage, a written scope and a clear explanation of why a repair won't work. A trustworthy contractor will show you the evidence and offer a repair when one is reasonable. Getting a second opinion is always fair.",
    },
    {
      question: "Does a new roof pay off when I sell?",
      answer:
        "It often helps a home get through the buyer's inspection and can take a negotiating point off the table. It usually doesn't return its full cost in the sale price, though, so weigh it against how long you plan to stay and the roof's remaining life.",
    },
    {
      question: "What happens during your inspection?",
      answer:
        "A consultant examines the shingles, flashing, vents and gutters, checks the attic when it is accessible, and photographs what they find. You then get a free written estimate, with repair and replacement priced separately when both make sense. See [what to expect from a roof inspection](/insights/what-to-expect-roof-inspection) for a closer look.",
    },
  ],
  related: [
    { label: "When does a roof need replacing?", href: "/insights/when-does-a-roof-need-replacing" },
    { label: "Roof replacement estimate", href: "/roof-replacement-estimate" },
    { label: "Roofing services", href: "/roofing" },
    { label: "Actual cash value vs. replacement cost", href: "/insights/actual-cash-value-vs-replacement-cost" },
    { label: "Emergency roof repair", href: "/emergency-roof-repair" },
    { label: "Schedule an inspection", href: "/schedule" },
  ],
};

export default roofRepairVsReplacementPage;
