import type { ContentPage } from "./types";

/** The /about page. Claims are the registry's wordings, named as `{word}` (content/business.ts `claims`). */

export const aboutPage: ContentPage = {
  eyebrow: "About Us",
  title: "About Old Line Exteriors",
  intro:
    "Old Line Exteriors is a regional roofing, siding and window contractor working on Maryland and Delaware homes and buildings, {sinceFounded}. We run the company on straight answers, prices in writing and crews who clean up before they leave.",
  highlights: [
    { label: "In business", value: "{yearsInBusiness}" },
    { label: "Customers", value: "{satisfiedCustomers}" },
    { label: "Better Business Bureau", value: "{bbbRatingBadge}" },
    { label: "Customer rating", value: "{rating}" },
  ],
  sections: [
    {
      heading: "Our Story",
      paragraphs: [
        "The company was {foundedIn} with a simple idea: homeowners deserve a contractor who shows up when promised, explains the work in plain language and is still around to stand behind it years later. {yearsInBusiness} and {projectsCompleted} later, that idea still guides how we work.",
        "The name borrows Maryland's old nickname, the Old Line State. Today we serve customers on both sides of the state line, from Baltimore row homes and suburban colonials to churches, offices and retail buildings in Delaware.",
      ],
    },
    {
      heading: "What We Do",
      paragraphs: [
        "Our work covers the whole exterior of a building: [roofing](/roofing), [siding](/siding), [windows](/windows), gutters, roof inspections and storm damage restoration. Leaks rarely wait for business hours: {emergencyAnswered}.",
        "Commercial property owners rely on us for low-slope and metal roofing as well as siding and window projects. A full overview is on our [services page](/services).",
      ],
    },
    {
      heading: "How We Work",
      paragraphs: [
        "Some habits have not changed since the beginning:",
        "Examples of finished jobs, from single-family homes to commercial roofs, are on our [projects page](/projects).",
      ],
      bullets: [
        "Free estimates, always in writing, listing materials, scope and price",
        "Installation: {crews}",
        "Permits pulled and inspections scheduled wherever local codes call for them",
        "Daily tidying on multi-day jobs and a magnetic nail sweep at the end",
        "Manufacturer warranty registration handled for you after the final walkthrough",
      ],
    },
    {
      heading: "Licenses and Insurance in Maryland and Delaware",
      paragraphs: [
        "Maryland requires contractors who perform home improvement work to hold a license from the Maryland Home Improvement Commission (MHIC), and anyone can check a license through the state's online lookup. Delaware requires contractors to hold a state business license, and some towns and counties add their own permit and registration rules. We are {licensedInsured}, and will gladly show proof before any work begins.",
        "Asking for these documents is worth doing with every contractor you consider, especially after a big storm. Our article on [storm chasers](/insights/storm-chasers) explains why.",
      ],
    },
    {
      heading: "Credentials and Track Record",
      paragraphs: [
        "Numbers don't tell the whole story, but they do show staying power:",
        "We also buy with {volumePricing}, which helps keep material costs reasonable for the people we work for.",
      ],
      bullets: [
        "Serving Maryland and Delaware {sinceFounded}",
        "{projectsCompleted} completed",
        "{satisfiedCustomers}",
        "With the Better Business Bureau: {bbbRatingBadge}",
        "We hold {certification}",
        "Customer rating: {rating}",
      ],
    },
    {
      heading: "Where We Work",
      paragraphs: [
        "Most of our work falls within five areas:",
        "If your property sits just outside these areas, call anyway. We will tell you honestly whether we can reach you and serve you well, and if not, we will suggest what to look for in another contractor.",
      ],
      bullets: [
        "Baltimore City and its surrounding suburbs",
        "Annapolis and Anne Arundel County on the Western Shore of the Chesapeake Bay",
        "Frederick and the western Maryland counties",
        "Wilmington and the rest of New Castle County",
        "Dover, Kent County and central Delaware",
      ],
    },
    {
      heading: "What You Can Expect From Us",
      paragraphs: [
        "From the first phone call you should know who to contact, what happens next and what it will cost. We confirm start dates ahead of time, protect landscaping and driveways while we work, and explain any surprises, such as rotted decking, before doing extra work.",
        "Our work comes with {workmanshipWarranty} ([what it covers, and what it does not](/warranty)), and {emergencyLine} is there if a storm hits later. When you are ready, [schedule a free estimate](/schedule) or [reach our office](/contact).",
      ],
    },
  ],
  faqs: [
    {
      question: "Are you a local company?",
      answer:
        "Yes. Our regional office's address is at the foot of every page, and we work throughout Maryland and Delaware. We know the region's building codes, weather patterns and housing styles, from older brick row houses to newer subdivisions.",
    },
    {
      question: "How can I verify your Maryland license?",
      answer:
        "The MHIC is part of the Maryland Department of Labor, which offers an online search where you can confirm a contractor's license status. We are happy to give you our license number and a copy of our insurance certificate so you can check for yourself.",
    },
    {
      question: "Do you only do roofing?",
      answer:
        "No. Roofing is a big part of our business, but we also install siding, replacement windows and gutters, perform roof inspections and handle storm damage restoration. See [all of our services](/services) for details.",
    },
    {
      question: "Who will actually be working on my home?",
      answer: "Installation: {crews}. You will know who is in charge of your job and how to reach them if something comes up.",
    },
    {
      question: "What does the workmanship warranty mean for me?",
      answer:
        "It means we stand behind our work long after the crew leaves. [Our warranty terms](/warranty) say what it covers and excludes; the exact terms appear in your written estimate and contract, and eligible manufacturer warranties get registered in your name. Our article on [why roofing warranties matter](/insights/why-roofing-warranties-matter) explains how the different kinds of coverage work.",
    },
    {
      question: "Can I spread out the cost of a project?",
      answer:
        "Yes. Payment plans for qualifying projects are described on our [financing page](/financing), and you can ask about them during your estimate appointment.",
    },
  ],
  related: [
    { label: "Our services", href: "/services" },
    { label: "Recent projects", href: "/projects" },
    { label: "Homeowner insights", href: "/insights" },
    { label: "Financing", href: "/financing" },
    { label: "Schedule a free estimate", href: "/schedule" },
    { label: "Contact us", href: "/contact" },
  ],
};

export default aboutPage;
