import { priceFacts, priceSample } from "../price-facts.built";
import type { ContentPage } from "./types";

export const windowsPage: ContentPage = {
  eyebrow: "Window Replacement",
  title: "Replacement Windows in Maryland & Delaware",
  intro:
    "Drafty, foggy or hard-to-open windows make a house less comfortable and cost more to heat and cool. Old Line Exteriors replaces windows in homes and commercial buildings throughout Maryland and Delaware, matching the style, frame and glass to each opening. We measure every window ourselves and put the price in a free, written estimate.",
  highlights: [
    { label: "In business", value: "{yearsInBusiness}" },
    { label: "Warranty", value: "{warrantyBadge}" },
    { label: "Licence", value: "{licensedBadge}" },
    { label: "Estimates", value: "Free & written" },
  ],
  sections: [
    {
      heading: "Window styles we install",
      paragraphs: [
        "The best style for an opening depends on the room, how you use it and what the house looked like originally. We often mix styles on one home, such as double-hungs in bedrooms and a picture window in the living room.",
      ],
      bullets: [
        "Double-hung: both sashes slide up and down and tilt in for cleaning. The classic look for colonials, Cape Cods and rowhomes.",
        "Casement: hinged on the side and cranked open, with a tight seal when closed. Good over sinks and counters where reaching is awkward.",
        "Sliders: sashes glide sideways. Simple and well suited to wide, short openings and basements.",
        "Bay and bow: three or more units projecting outward to add light and a little floor space.",
        "Picture: fixed glass with no moving parts, for views and maximum daylight.",
      ],
    },
    {
      heading: "Frame materials",
      paragraphs: [
        "Vinyl frames are the most affordable option and need no painting. Look for welded corners and multi-chamber frames, which add stiffness and insulating value. Fiberglass costs more but expands and contracts at nearly the same rate as glass, so seals stay tight through hot summers and cold snaps, and the strong frames can be slimmer and painted darker colors.",
        "Wood and clad-wood windows keep a warm wood interior with a low-maintenance aluminum or vinyl skin outside. They suit older and historic homes best, though the interior wood still needs finishing. If your house is in a local historic district, window changes may need review by a preservation commission, so check with your city or county before choosing.",
      ],
    },
    {
      heading: "Glass packages and energy ratings",
      paragraphs: [
        "Most of the energy performance lives in the glass. A standard modern unit has two panes with a low-E coating, a thin metallic layer that reflects heat back toward its source, and argon gas between the panes, which slows heat transfer more than air does. Warm-edge spacers reduce cold spots and condensation at the glass perimeter.",
        "Triple-pane glass lowers heat loss further and cuts outside noise, which helps near busy roads. It is heavier and costs more, and in our moderate climate the energy payback is slower than in colder regions. Most of Maryland and Delaware falls in ENERGY STAR's North-Central climate zone, and we will show you the NFRC label on each product so you can compare U-factor and solar heat gain numbers for your location.",
      ],
    },
    {
      heading: "Insert vs. full-frame installation",
      paragraphs: [
        "An insert replacement, also called a pocket installation, sets a new window inside the existing frame. It is quicker, leaves interior trim and plaster alone, and costs less, but it gives up a little glass area. It only makes sense when the old frame is square, solid and dry.",
        "A full-frame replacement removes everything down to the rough opening. We can then repair hidden rot, flash the opening properly, insulate the gaps with low-expansion foam, and change the window's size if needed. It costs more and involves new trim, but it is the right call when frames are damaged or when you are replacing [siding](/siding) at the same time.",
      ],
    },
    {
      heading: "Lead-safe work in pre-1978 homes",
      paragraphs: [
        "Many homes in Baltimore and older towns across both states still have lead paint on window sashes and trim. Window replacement in a home built before 1978 is covered by the EPA's Renovation, Repair and Painting rule, which requires a certified firm and a certified renovator on the job. Before work begins, you receive the EPA's lead-safety pamphlet.",
      ],
      bullets: [
        "Plastic sheeting inside and out to contain dust and debris",
        "Rooms closed off and warning signs posted during work",
        "No open-flame burning, and no power sanding or grinding of painted surfaces without HEPA dust collection",
        "HEPA vacuums and wet wiping for cleanup",
        "A cleaning check before the work area is reopened",
      ],
    },
    {
      heading: "Egress and safety requirements",
      paragraphs: [
        "Under the International Residential Code, which Maryland adopts statewide and Delaware's counties and towns adopt locally, every bedroom and any basement with habitable space needs an emergency escape opening. The code sets a minimum clear opening area, minimum width and height, and a maximum sill height above the floor. The code allows some flexibility for replacement windows in existing openings, but we won't install a window that leaves a bedroom harder to escape from. Casements are often the easiest way to meet egress in a smaller opening. Glass near doors, tubs, showers and stairs may also need to be tempered, and we check for that during measurement.",
      ],
    },
    {
      heading: "Our process, cost and warranty",
      ...priceSample,
      paragraphs: [
        "After the estimate, we take exact measurements and order the windows, which are built to size and typically arrive in several weeks. Most houses are finished in one to three days. Crews protect floors and furniture, remove old units, install and insulate the new ones, flash and seal the exterior, cap or trim the outside, and haul away the debris.",
        `In our area, a standard-size vinyl double-hung replacement often runs roughly ${priceFacts.window} per window installed. Fiberglass, wood-clad, specialty shapes and full-frame work cost more, and prices vary with size, options and the condition of the openings. The installation is backed by {workmanshipWarranty}, and each manufacturer warrants its product; [our warranty terms](/warranty) say what ours covers. [Schedule a window consultation](/schedule), look at [financing](/financing), or see recent work on our [projects page](/projects).`,
      ],
    },
  ],
  faqs: [
    {
      question: "How do I know it's time to replace my windows?",
      answer:
        "Common signs include fog or moisture between the panes, which means the seal has failed, sashes that stick or won't stay open, drafts you can feel, soft or rotted wood, and rooms that are hard to heat or cool. One failed unit can sometimes be repaired, but when several windows show these problems, replacing them together is usually more economical.",
    },
    {
      question: "Why do my new windows have condensation on the inside?",
      answer:
        "Condensation on the room side of the glass in winter comes from indoor humidity, not a defective window. Tighter windows let less dry outdoor air leak in, so moisture from cooking and showers shows up on the coldest surface. Running bath and kitchen fans and keeping humidity moderate usually solves it. Fog between the panes is different and would be a warranty issue.",
    },
    {
      question: "Is triple-pane glass worth it here?",
      answer:
        "For most homes in Maryland and Delaware, a good double-pane low-E unit with argon is the best value. Triple-pane makes more sense if you are sensitive to noise, live on a busy road, or want the best possible comfort next to large windows. We can price both so you can compare.",
    },
    {
      question: "Can you replace windows in an old home without damaging the plaster?",
      answer:
        "Usually, yes. An insert installation leaves the interior trim and plaster in place. If the frames are rotted and a full-frame replacement is needed, we remove trim carefully and plan any interior finishing with you before we start.",
    },
    {
      question: "Are you licensed for window work?",
      answer: `We are {licensedInsured}, including a Maryland Home Improvement Commission (MHIC) license and a Delaware business license with the Division of Revenue. On a home built before 1978, ask any window contractor for the firm's EPA lead-safe (RRP) certificate before work starts. Read more [about Old Line Exteriors](/about) or [contact us](/contact) with questions.`,
    },
    {
      question: "Do I need a permit to replace windows?",
      answer:
        "It depends on the jurisdiction and the scope. Same-size replacements often need no permit, while changing an opening's size or structure usually does. Check with your county or city permit office, or let us handle it: we pull any permit the job requires.",
    },
  ],
  related: [
    { label: "Schedule a window consultation", href: "/schedule" },
    { label: "Window and exterior projects", href: "/projects" },
    { label: "Siding services", href: "/siding" },
    { label: "Roofing services", href: "/roofing" },
    { label: "Financing options", href: "/financing" },
    { label: "Contact our office", href: "/contact" },
  ],
};

export default windowsPage;
