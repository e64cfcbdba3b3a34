import { asSentence, business } from "../business";
import type { ContentPage } from "./types";
import { warrantyScope } from "./warranty";

export const aboutPage: ContentPage = {
  eyebrow: "About Us",
  title: "About Old Line Exteriors",
  intro: `Old Line Exteriors is a regional roofing, siding and window contractor that has worked on Maryland and Delaware homes and buildings since ${business.founded}. We run the company the way a family business should: straight answers, prices in writing and crews who clean up before they leave.`,
  highlights: [
    { label: "Founded", value: `${business.founded}` },
    { label: "Satisfied customers", value: `${business.satisfiedCustomers}` },
    { label: "BBB rating", value: `${business.bbbRating}` },
    { label: "Customer rating", value: "{rating}" },
  ],
  sections: [
    {
      heading: "Our Story",
      paragraphs: [
        `The company started in ${business.founded} with a simple idea: homeowners deserve a contractor who shows up when promised, explains the work in plain language and is still around to stand behind it years later. ${business.yearsInBusiness} years and ${business.projectsCompleted} projects later, that idea still guides how we work.`,
        "The name borrows Maryland's old nickname, the Old Line State. Today we serve customers on both sides of the state line, from Baltimore row homes and suburban colonials to churches, offices and retail buildings in Delaware. Much of our work comes from repeat customers and referrals from neighbors who saw a crew on their street.",
      ],
    },
    {
      heading: "What We Do",
      paragraphs: [
        "Our work covers the whole exterior of a building: [roofing](/roofing), [siding](/siding), [windows](/windows), gutters, roof inspections and storm damage restoration. Leaks rarely wait for business hours, so we also answer emergency calls at any hour of the day or night.",
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
        asSentence(business.statements.crews),
        "Permits pulled and inspections scheduled wherever local codes call for them",
        "Daily tidying on multi-day jobs and a magnetic nail sweep at the end",
        "Manufacturer warranty registration handled for you after the final walkthrough",
      ],
    },
    {
      heading: "Licenses and Insurance in Maryland and Delaware",
      paragraphs: [
        `Maryland requires contractors who perform home improvement work to hold a license from the Maryland Home Improvement Commission (MHIC), and anyone can check a license through the state's online lookup. Delaware requires contractors to hold a state business license, and some towns and counties add their own permit and registration rules. We are ${business.statements.licensedInsured} and will gladly show proof before any work begins.`,
        "Asking for these documents is worth doing with every contractor you consider, especially after a big storm. Our article on [storm chasers](/insights/storm-chasers) explains why.",
      ],
    },
    {
      heading: "Credentials and Track Record",
      paragraphs: [
        "Numbers don't tell the whole story, but they do show staying power:",
        "The shingle certification also gives us manufacturer volume-based pricing, which helps keep material costs reasonable for the people we work for.",
      ],
      bullets: [
        `Serving Maryland and Delaware since ${business.founded}`,
        `${business.projectsCompleted} projects completed`,
        `${business.satisfiedCustomers} satisfied customers`,
        `${business.bbbRating} rating with the Better Business Bureau`,
        asSentence(business.statements.certification),
        "A customer rating of {rating}",
      ],
    },
    {
      heading: "Where You'll Find Our Crews",
      paragraphs: [
        "Most of our work falls within five areas:",
        "If your property sits just outside these areas, call anyway. We will tell you honestly whether our crews can reach you and serve you well, and if not, we will suggest what to look for in another contractor.",
      ],
      bullets: [
        "Baltimore City and its surrounding suburbs",
        "Annapolis on the Western Shore, and communities across the Bay on the Eastern Shore",
        "Frederick and the western Maryland counties",
        "Wilmington and the rest of New Castle County",
        "Dover, Kent County and central Delaware",
      ],
    },
    {
      heading: "What You Can Expect From Us",
      paragraphs: [
        "From the first phone call you should know who to contact, what happens next and what it will cost. We confirm start dates ahead of time, protect landscaping and driveways while we work, and explain any surprises, such as rotted decking, before doing extra work.",
        `Our ${business.warrantyYears} year workmanship warranty comes with ${warrantyScope.covers} ([what it covers](/warranty)), and our 24/7 emergency service is there if a storm hits later. When you are ready, [schedule a free estimate](/schedule) or [reach our office](/contact).`,
      ],
    },
  ],
  faqs: [
    {
      question: "Are you a local company?",
      answer: `Yes. Our regional office's address is at the foot of every page, and our crews work throughout Maryland and Delaware. Having served this region since ${business.founded}, we know its building codes, weather patterns and housing styles, from older brick row houses to newer subdivisions.`,
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
      answer: `${asSentence(business.statements.crews)}. You will know who is in charge of your job and how to reach them if something comes up.`,
    },
    {
      question: `What does the ${business.warrantyYears} year warranty mean for me?`,
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
