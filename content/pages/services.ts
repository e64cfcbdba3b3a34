import { priceFacts, priceSample } from "../price-facts.built";
import type { ContentPage } from "./types";

export const servicesPage: ContentPage = {
  eyebrow: "Our Services",
  title: "Roofing, Siding, Windows and Storm Repair Services in Maryland and Delaware",
  intro: `Old Line Exteriors takes care of the outside of your home or building, from the roof deck down to the gutters. We help homeowners and commercial property owners across Maryland and Delaware repair, protect and replace their exterior systems, {sinceFounded}. Every project starts with a free written estimate and a clear plan.`,
  highlights: [
    { label: "In business", value: "{yearsInBusiness}" },
    { label: "Projects", value: "{projectsCompleted}" },
    { label: "Warranty", value: "{warrantyBadge}" },
    { label: "Emergencies", value: "{emergencyBadge}" },
  ],
  sections: [
    {
      heading: "Roofing for Homes and Businesses",
      paragraphs: [
        "Roofing is the largest part of our work. We replace worn-out roofs, fix leaks and storm damage, and install architectural asphalt shingles, standing seam metal and low-slope systems such as TPO. On every replacement we also look at the decking, flashing, underlayment and attic ventilation, because a new roof performs only as well as the layers underneath it.",
        "Not sure whether you need a patch or a full tear-off? Our guide to [repair versus replacement](/roof-repair-vs-replacement) walks through the factors, and the [roofing page](/roofing) covers materials in more detail.",
      ],
    },
    {
      heading: "Siding and Windows",
      paragraphs: [
        "New siding protects the wall framing from water and wind while changing how your house looks from the street. We install insulated vinyl and fiber cement siding together with new house wrap, flashing, soffit, fascia and trim. The [siding page](/siding) lays out the options.",
        "Replacement windows and patio doors can cut drafts and outside noise. We offer double-hung, casement and slider styles with Low-E glass and argon fill, and we insulate and air-seal each opening instead of simply caulking over gaps. Styles and glass packages are described on the [windows page](/windows).",
      ],
    },
    {
      heading: "Gutters, Inspections, Storm Restoration and Commercial Work",
      paragraphs: [
        "Several smaller services keep the bigger systems working, and they are often where a project begins:",
        "Curious what an inspector actually checks? Read [what to expect from a roof inspection](/insights/what-to-expect-roof-inspection) before your appointment.",
      ],
      bullets: [
        "Seamless aluminum gutters and downspouts that carry water away from your foundation",
        "Roof inspections that record the condition of shingles, flashing, vents and the attic",
        "Storm damage restoration after hail, high wind or fallen limbs, with photo documentation for your insurer",
        "Emergency leak repair and tarping: {emergencyAnswered}",
        "Commercial roofing for offices, retail buildings, churches and multifamily properties, scheduled to limit disruption for tenants and customers",
      ],
    },
    {
      heading: "How to Choose Where to Start",
      paragraphs: [
        "Most calls begin with a symptom rather than a service name. This rough guide can point you in the right direction:",
        "If several problems show up at once, one visit can cover all of them, and combining work often simplifies scheduling. When water is actively coming in, skip the planning and go straight to [emergency roof repair](/emergency-roof-repair).",
      ],
      bullets: [
        "Ceiling stains or wet attic insulation: start with a roof inspection or leak repair.",
        "Missing or curling shingles, or granules piling up in the gutters: ask about repair versus replacement.",
        "Soft spots, warping or peeling paint on exterior walls: have the siding and sheathing checked.",
        "Drafts, fogged glass or sashes that won't stay open: look at replacement windows.",
        "Overflowing gutters or water pooling near the foundation: consider new gutters and downspouts.",
      ],
    },
    {
      heading: "How the Process Works, From First Call to Final Walkthrough",
      paragraphs: [
        "Every project follows the same basic path, whatever its size:",
        "After the walkthrough we register eligible manufacturer warranties on your behalf and give you the paperwork for our workmanship warranty, {workmanshipWarranty} ([what it covers](/warranty)).",
      ],
      bullets: [
        "First call: tell us what you are seeing, or [schedule a visit](/schedule) online.",
        "Assessment: a project consultant inspects the area, takes measurements and photos, and answers your questions.",
        "Free written estimate: you get a scope that lists materials, price and warranty terms.",
        "Scheduling and permits: we order materials, pull any required permits and confirm your start date.",
        "Installation: {crews}.",
        "Cleanup and final walkthrough: we haul away debris, sweep the yard for nails with magnets and review the finished work with you.",
      ],
    },
    {
      heading: "Pricing, Estimates and Financing",
      ...priceSample,
      paragraphs: [
        `Cost depends on size, material, access, the condition of what lies beneath and local permit requirements. As a guide to our prices in Maryland and Delaware: for ${priceFacts.typicalHouse}, an architectural shingle roof replacement often falls between ${priceFacts.roof}; ${priceFacts.siding}; seamless gutters run about ${priceFacts.gutters}, and guards add ${priceFacts.gutterGuards}; a standard-size vinyl double-hung replacement window often runs ${priceFacts.window} per window installed.`,
        "A written estimate spells out exactly what is included, which makes it easier to compare against other bids. We hold {certification}, and we buy with {volumePricing}.",
        "If you would rather spread out the cost, review our [financing options](/financing). For a price range on your own house in a minute, use the instant estimate for a [roof](/roof-replacement-estimate), [siding](/roof-replacement-estimate?for=siding) or [gutters](/roof-replacement-estimate?for=gutters).",
      ],
    },
    {
      heading: "Our Service Area",
      paragraphs: [
        "We work from our regional office (its address is at the foot of every page) and are {licensedInsured}. We work in five areas:",
        "Not sure whether your address is covered? [Contact us](/contact) and we will let you know.",
      ],
      bullets: [
        "Baltimore metro, including Baltimore City and the surrounding counties",
        "Annapolis and the Eastern Shore",
        "Frederick and Western Maryland",
        "Wilmington and New Castle County",
        "Dover and central Delaware",
      ],
    },
  ],
  faqs: [
    {
      question: "Do you charge for estimates?",
      answer:
        "No. Estimates are free and always given in writing, with the scope, materials and price listed so nothing rests on a verbal promise. You can request one by [scheduling a visit](/schedule) or calling our office.",
    },
    {
      question: "Can you help with an insurance claim for storm damage?",
      answer:
        "Yes. We inspect and photograph the damage, write up a scope of work and can meet your adjuster on site if you like. Your policy determines what is covered, and our article on [what homeowners insurance covers for roof damage](/insights/what-homeowners-insurance-covers-roof-damage) explains the basics. You stay in control of your claim and your decisions.",
    },
    {
      question: "Do you use subcontractors for installation?",
      answer: `Installation: {crews}. That keeps quality standards and scheduling in one place and gives you a single company to call with any question.`,
    },
    {
      question: "How long does a typical project take?",
      answer:
        "Many residential roof replacements are finished in one to three days once work starts, weather permitting. Siding and window projects vary with the size of the house and the number of openings, and larger commercial jobs are often done in phases. Your written estimate includes an expected timeline.",
    },
    {
      question: "Do you work on commercial buildings?",
      answer:
        "Yes. We serve commercial property owners with low-slope and metal roofing, siding and windows, and we plan each job around business hours and tenant access where possible. Written scopes also help owners compare bids and budget across several buildings. [Contact us](/contact) to arrange a site visit.",
    },
    {
      question: "What warranty comes with your work?",
      answer: `Our work comes with {workmanshipWarranty} ([its terms](/warranty) say what it covers and what it does not), and we register eligible manufacturer warranties for you once installation is complete. Read [why roofing warranties matter](/insights/why-roofing-warranties-matter) to see how workmanship and product coverage fit together.`,
    },
  ],
  related: [
    { label: "Roofing", href: "/roofing" },
    { label: "Siding", href: "/siding" },
    { label: "Windows", href: "/windows" },
    { label: "Emergency roof repair", href: "/emergency-roof-repair" },
    { label: "Roof replacement estimate", href: "/roof-replacement-estimate" },
    { label: "Schedule a free estimate", href: "/schedule" },
  ],
};

export default servicesPage;
