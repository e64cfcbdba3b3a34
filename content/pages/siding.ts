import { priceFacts, priceSample } from "../price-facts.built";
import type { ContentPage } from "./types";

export const sidingPage: ContentPage = {
  eyebrow: "Siding Services",
  title: "Siding in Maryland & Delaware",
  intro: `Siding is your home's raincoat, and what sits behind it matters as much as the panels you see. Old Line Exteriors installs vinyl, insulated vinyl, fiber cement and engineered wood siding, along with the trim, soffit, fascia and house wrap that keep walls dry. We do this work for homeowners and commercial property owners across Maryland and Delaware.`,
  highlights: [
    { label: "In business", value: "{yearsInBusiness}" },
    { label: "Customers", value: "{satisfiedCustomers}" },
    { label: "Better Business Bureau", value: "{bbbRatingBadge}" },
    { label: "Estimates", value: "Free & written" },
  ],
  sections: [
    {
      heading: "Vinyl and insulated vinyl siding",
      paragraphs: [
        "Vinyl is the most popular siding in the region because it never needs paint and costs less than most alternatives. Quality varies a lot between product lines, so we look at panel thickness, the locking system and the wind rating rather than price alone.",
        "Insulated vinyl adds a layer of rigid foam contoured to the back of each panel. The foam makes the siding stiffer, so long walls look straighter and the panels hold up better to bumps from ladders and lawn equipment. It also adds a modest amount of insulation over the studs, which plain vinyl does not.",
      ],
      bullets: [
        "Vinyl expands and contracts with temperature, so we hang it loosely, with nails centered in the slots and not driven tight.",
        "Darker colors use heat-resistant formulations; ask about them if you want a deep shade.",
        "Sunlight reflected from a neighbor's low-E windows can distort vinyl in rare cases. If we see a risk, we will point it out.",
      ],
    },
    {
      heading: "Fiber cement and engineered wood",
      paragraphs: [
        "Fiber cement is made from cement, sand and wood fibers. It resists rot, insects and fire, holds paint well and gives the crisp shadow lines of traditional lap siding. It is heavy and must be cut with dust control, so installation costs more than vinyl. Factory-finished boards cut down on repainting, while field-painted boards will need fresh paint every so often.",
        "Engineered wood siding is built from wood strands bonded with resins and treated to resist decay and termites. It is lighter than fiber cement, comes in long lengths with fewer seams, and looks like real wood. It needs sealed cut ends, proper clearance from the ground and roof lines, and regular paint upkeep to stay sound.",
      ],
    },
    {
      heading: "Trim, soffit and fascia",
      paragraphs: [
        "Rotted fascia boards behind gutters and soft window trim are some of the most common problems we find. During a siding job we replace damaged wood and cover or replace trim with low-maintenance materials such as PVC trim boards or aluminum trim coil bent on site to fit.",
        "Soffits are more than a finish detail. Vented soffit panels supply the fresh intake air that attic ventilation depends on, so we coordinate soffit work with your roof's exhaust vents. If your roof is near the end of its life too, ask how a combined project with our [roofing](/roofing) crew can save a second round of setup.",
      ],
    },
    {
      heading: "House wrap and moisture management",
      paragraphs: [
        "No siding is completely watertight. Wind-driven rain will find its way behind any cladding, so the wall needs a drainage plane that sends that water back out. The International Residential Code, adopted statewide in Maryland and by Delaware's counties and towns, requires a water-resistive barrier behind exterior wall coverings, along with flashing at openings.",
      ],
      bullets: [
        "House wrap lapped like shingles, with upper sheets over lower ones, and seams taped.",
        "Flashing tape and pans at windows and doors, integrated with the wrap rather than just caulked.",
        "Kickout flashing where a roof edge meets a wall, so roof runoff does not soak the wall below.",
        "Sheathing checked and rotted sections replaced before anything new goes on.",
      ],
    },
    {
      heading: "Built for Chesapeake weather",
      paragraphs: [
        "Humid summers, nor'easters and tropical storm remnants put siding in our area through a lot. Shaded north walls grow mildew, summer storms drive rain sideways, and homes near the Bay or the Delaware shore face stronger winds and salt air. We choose products with appropriate wind ratings, use corrosion-resistant fasteners near the water, and detail the wall so it dries out after a soaking. If a storm tears siding loose, [contact us](/contact) and we will secure the wall and document the damage for your insurer.",
      ],
    },
    {
      heading: "Repair or replace?",
      paragraphs: [
        "A few cracked or loose panels can usually be repaired, as long as we can find a reasonable color match. Faded siding makes that harder, since new panels will look brighter than the old ones for a while. Replacement starts to make more sense when problems are spread across the house.",
      ],
      bullets: [
        "Warped, buckled or bulging panels on several walls",
        "Soft or rotted sheathing underneath",
        "Peeling paint or water stains on interior walls",
        "Mold or mildew that keeps coming back after cleaning",
        "Siding that needs paint every few years just to stay presentable",
      ],
    },
    {
      heading: "What new siding costs",
      ...priceSample,
      paragraphs: [
        `In our area, ${priceFacts.siding}, with the old siding removed, new house wrap, flashing at the openings and trim at corners and openings. Engineered wood falls between insulated vinyl and fiber cement.`,
        "The price follows the area of wall you cover, not the floor area of the house: gables, dormers, tall walls that need staging, rotted sheathing and extra trim, soffit and fascia work all move the number. The only reliable figure is a measured one, so [get an instant siding estimate](/roof-replacement-estimate?for=siding) from your wall area, then [book a free written estimate](/schedule); [financing](/financing) can spread the cost.",
      ],
    },
    {
      heading: "Choosing colors and styles",
      paragraphs: [
        "Traditional lap, Dutch lap, board and batten, and shake-style shingle panels can all be mixed on one house, for example lap siding on the main walls with shakes in the gables. We bring full-size samples so you can see them against your roof, brick and stone in real daylight. Browse finished homes on our [projects](/projects) page for ideas, and consider new trim colors if you are also planning [replacement windows](/windows).",
      ],
    },
    {
      heading: "Our process and warranty",
      paragraphs: [
        "After a free, written estimate, we measure the house, confirm products and colors, and handle any permit your county or city requires. On a house built before 1978, the EPA's Renovation, Repair and Painting rule calls for lead-safe work by a certified firm; ask any contractor for the firm's certificate. Many whole-house siding jobs take one to two weeks on site, longer for large homes or extensive sheathing repair.",
        `Our installation is backed by {workmanshipWarranty}, and the siding manufacturer provides its own product warranty. We give you both in writing, and [our warranty terms](/warranty) say what ours covers. When you are ready, [schedule a siding estimate](/schedule) or look at [financing options](/financing).`,
      ],
    },
  ],
  faqs: [
    {
      question: "Which siding is best for my house?",
      answer:
        "It depends on budget, style and how much upkeep you want. Vinyl and insulated vinyl cost the least and need almost no maintenance. Fiber cement costs more but offers the best fire resistance and a painted-wood look. Engineered wood sits in between and appeals to people who want real wood texture. We will show you all three side by side.",
    },
    {
      question: "Can new siding go over my old siding?",
      answer:
        "Sometimes, but we usually recommend removing it. Tearing off the old siding lets us inspect and repair the sheathing, install a proper water-resistive barrier and flash the windows correctly. Covering hidden rot just traps the problem where nobody can see it.",
    },
    {
      question: "My house was built before 1978. Is that a problem?",
      answer:
        "Not a problem, but it changes how the work is done. Older paint may contain lead, and disturbing more than a small area of painted exterior surface falls under the EPA's Renovation, Repair and Painting rule: containment sheeting on the ground, limited dust, careful cleanup and work by an EPA-certified firm led by a certified renovator. Ask any contractor for the firm's certificate before work starts.",
    },
    {
      question: "Does insulated siding really lower energy bills?",
      answer:
        "It helps, but modestly. The foam backing reduces heat loss through the wall studs, and the project is a good time to seal air leaks. Attic insulation and air sealing usually have a bigger effect. We give honest expectations rather than promising a specific savings figure.",
    },
    {
      question: "Are you licensed for siding work in Maryland and Delaware?",
      answer: `We are {licensedInsured}. Maryland requires home improvement contractors to hold a Maryland Home Improvement Commission (MHIC) license, and Delaware requires a business license registered with the Division of Revenue. Learn more [about us](/about).`,
    },
    {
      question: "Will my gutters have to come down?",
      answer:
        "Often, yes, at least in sections, so we can replace fascia and flash the wall properly. We reinstall them afterward or replace them with new seamless gutters if yours are worn out. If you have a roof leak to deal with first, see our [roof repair vs. replacement guide](/roof-repair-vs-replacement).",
    },
  ],
  related: [
    { label: "Schedule a siding estimate", href: "/schedule" },
    { label: "See our siding projects", href: "/projects" },
    { label: "Replacement windows", href: "/windows" },
    { label: "Roofing services", href: "/roofing" },
    { label: "Financing options", href: "/financing" },
  ],
};

export default sidingPage;
