import { business } from "../business";
import type { ContentPage } from "./types";

/**
 * The /terms page: the terms of using the website. Words in {braces} are filled in from
 * configuration (contracts/site-facts.ts): the business as registered and its licenses.
 */
export const termsPage: ContentPage = {
  eyebrow: "Terms of Service",
  title: "Terms of Service",
  intro: `These terms apply to your use of the ${business.name} website ({siteHost}), which is operated by {legalName}, {officeAddress}. By using the website, sending us a form or booking a consultation through it, you accept them. Work on your property is governed by the written contract you sign with us, not by this page.`,
  highlights: [
    { label: "Maryland home improvement license", value: "{mhicLicense}" },
    { label: "Delaware", value: "{deLicense}" },
    { label: "Estimates", value: "Free, written, not a contract" },
    { label: "Consultations", value: "Move or cancel any time" },
  ],
  sections: [
    {
      heading: "Who we are and our licenses",
      paragraphs: [
        "{legalName} holds Maryland Home Improvement Commission license {mhicLicense} and, in Delaware, {deLicense}. Maryland homeowners can check any home improvement license with the Maryland Home Improvement Commission before signing a contract, and we encourage you to do so with every contractor you consider. Our article on [storm chasers](/insights/storm-chasers) explains what else to ask for.",
      ],
    },
    {
      heading: "Estimates are not contracts",
      paragraphs: [
        "A free estimate, whether given at your home, by e-mail or on paper, describes the work we propose and its price so that you can decide. It does not bind you or us to do the work. Work begins only under a written contract that you and we both sign, which states the scope, materials, price, payment schedule and approximate start and finish dates. Your rights under that contract, including any right to cancel it after signing, are those the contract and the law give you.",
        "An estimate is based on what can be seen and measured during the visit. If hidden conditions come to light once work starts, such as rotten roof decking, we explain them and agree any change with you in writing before doing the extra work.",
      ],
    },
    {
      heading: "Price ranges on this website are estimates",
      paragraphs: [
        "The price ranges on our service pages, the figures from the [roof replacement estimator](/roof-replacement-estimate) and any prices mentioned by the chat assistant are general guidance for typical homes in our area. They are not quotes or offers. The price of your project depends on measurements, the condition of what is already there, the materials you choose, permits, access and the season, and is set only by a written estimate after we have seen the property.",
      ],
    },
    {
      heading: "Booking, moving and cancelling a consultation",
      paragraphs: [
        "Booking through the [schedule page](/schedule) requests a free onsite consultation in an arrival window. We confirm it by phone or e-mail. Please make sure an adult who can make decisions about the property is there, or that we can reach the parts of the building you want us to look at.",
        "You can move or cancel the consultation at any time with the private link in your confirmation, or by calling {phone}. There is no charge for moving or cancelling, but please tell us as early as you can so that another homeowner can have the time. Weather, emergencies or illness occasionally force us to move a visit; when that happens we contact you as soon as we know and offer another time.",
        "Keep your private link to yourself: anyone who has it can see, move or cancel the appointment.",
      ],
    },
    {
      heading: "Calls, text messages and e-mail",
      paragraphs: [
        "When you send a form or book a consultation and agree to the statement shown beside it, you allow us to contact you at the number and address you gave, by phone, text message or e-mail, including by automated means, about your request and your project. Agreeing is not a condition of buying anything from us. Message and data rates may apply. You can withdraw at any time: reply STOP to a text message, or tell us by phone or e-mail, and we will stop.",
        "Please give only a phone number and e-mail address that are yours. Our [privacy policy](/privacy) explains what we keep about each request and for how long.",
      ],
    },
    {
      heading: "The chat assistant and our articles",
      paragraphs: [
        "The chat assistant answers automatically and can be wrong. What it says about prices, schedules, coverage or warranties is general information, and only a written estimate or contract from us is an offer. Our articles about insurance, warranties and building practice are general information for homeowners and may not fit your situation; check the details of your own policy, contract or warranty with your insurer or the issuer.",
        "Warranties for the work we do, and manufacturer warranties for the materials, are given in writing with your contract and the product documents. Their terms, not the summaries on this website, decide what is covered.",
      ],
    },
    {
      heading: "Using the website fairly",
      paragraphs: [
        "Please do not send forms with someone else's details, send automated or bulk submissions, try to reach parts of the website that are not meant for the public, or interfere with its working. We may refuse or delete submissions that break these rules.",
        "The text, photographs, graphics and design of this website belong to us or to those who license them to us. You may read, print and link to its pages for your own use, but not copy them for commercial purposes without our written permission. Links to other websites are given for convenience; we do not control those websites and are not responsible for them.",
      ],
    },
    {
      heading: "Availability and responsibility",
      paragraphs: [
        "We work to keep this website accurate and available, but we cannot promise that it is always free of errors or interruptions, and we may change or withdraw any part of it. As far as the law allows, we are not responsible for losses that come from relying on the website's general information instead of a written estimate or contract. Nothing in these terms limits rights you have as a consumer that the law does not allow to be limited.",
        "We may update these terms; the version on this page when you use the website is the one that applies. Questions are welcome at {email} or {phone}, or through our [contact page](/contact).",
      ],
    },
  ],
  faqs: [
    {
      question: "Is the price range on your website a quote?",
      answer:
        "No. The ranges and the estimator show what typical projects cost. Your price comes from a free written estimate after we have seen the property; [book a consultation](/schedule) to get one.",
    },
    {
      question: "Does accepting a free estimate commit me to anything?",
      answer: "No. Nothing is agreed until you and we both sign a written contract for the work.",
    },
    {
      question: "How do I move or cancel my consultation?",
      answer:
        "Use the private link in your booking confirmation, or call {phone}. Moving or cancelling a free consultation never costs anything.",
    },
    {
      question: "How do I stop your calls or texts?",
      answer: "Reply STOP to any text message, or tell us by phone or e-mail. We stop contacting you about your request once you ask.",
    },
    {
      question: "How can I check your license?",
      answer:
        "Our Maryland home improvement license is {mhicLicense}, and the Maryland Home Improvement Commission can confirm it. In Delaware we hold {deLicense}.",
    },
  ],
  related: [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Book a consultation", href: "/schedule" },
    { label: "Contact us", href: "/contact" },
    { label: "Sitemap", href: "/sitemap" },
  ],
};

export default termsPage;
