import { business } from "../business";
import type { ContentPage } from "./types";

/**
 * The /privacy page. Words in {braces} are filled in from configuration (contracts/site-facts.ts):
 * the business as registered, the contact facts and the retention periods of wrangler.toml, which
 * the daily cron enforces (worker/privacy/retention.ts). Describe only what the site really does.
 */
export const privacyPage: ContentPage = {
  eyebrow: "Privacy Policy",
  title: "Privacy Policy",
  intro: `This policy explains what the ${business.name} website ({siteHost}) collects when you ask for an estimate, book a consultation, request our portfolio or chat with our assistant, why we collect it, how long we keep it and how to have it erased. The website is operated by {legalName}, {officeAddress}.`,
  highlights: [
    { label: "Sold", value: "Never" },
    { label: "Sent to ad platforms", value: "Only an ad's click code, if it led to a job" },
    { label: "Cookies for tracking", value: "None" },
    { label: "IP address and browser", value: "Blanked after {ipDays}" },
    { label: "Erasure", value: "Ask us at {email}" },
  ],
  sections: [
    {
      heading: "What you send us",
      paragraphs: [
        "When you fill in a form on this website, we keep what you type: your name, e-mail address and phone number, and where the form asks for them, your street address or ZIP code, company, the service you are interested in and the details of your project. A booking also keeps the arrival window you chose and any notes for the estimator. We use this to answer your request, to prepare and give you an estimate, and to keep our appointment with you.",
        "When you book a consultation, you receive a private link to see, move or cancel it. We keep the link itself for one day only, to give the same answer if your browser sends the booking twice; after that we hold just a scrambled fingerprint of it, from which nobody at our company, and nobody who reads our database, can rebuild the link.",
      ],
    },
    {
      heading: "Your consent record",
      paragraphs: [
        "Next to each form we show a statement saying how we may contact you, for example by phone, text message or e-mail, including by automated means. With your request we keep the exact words you were shown, the page you were on, the time, and the IP address and browser (user agent) your request came from. This record shows that you asked to hear from us; we use it for nothing else. The IP address and browser are blanked {ipDays} after your request arrives, while the rest of the record stays with your request.",
      ],
    },
    {
      heading: "The chat assistant",
      paragraphs: [
        "The assistant in the corner of each page keeps your conversation so you can pick it up again on another page. A cookie in your browser, which only our chat can read, ties the conversation to your browser; it holds a random code and nothing about you. The conversation is deleted {chatDays} after your last message.",
        "If you leave your contact details in the chat, your request is stored like a form's, together with a transcript of the conversation and a short summary for our team. The transcript and summary are removed {transcriptYears} after your request arrived. The assistant's answers are produced automatically, in part by an AI service of our hosting provider; please do not type payment card numbers, passwords or similar sensitive information into the chat.",
      ],
    },
    {
      heading: "How we count visits",
      paragraphs: [
        "We measure which pages and advertisements bring enquiries without cookies and without identifying you. When you arrive, your browser keeps a small note in its own local storage of how you found us, for your first visit and your latest one: the page you landed on, the name of the website that sent you (not the full address you came from) and any campaign tags in the link, such as utm_source or an advertising click code. That note travels with a form or booking you send, so we know which page or advertisement led to your request; it stays in your browser, which replaces the first visit with a newer one once it is 90 days old, and clearing your browsing data removes it at once.",
        "Page views and completed forms are counted by our own server, which stores no IP address, name or contact details with them, leaves out visits by known robots and keeps only daily totals per page and source. No advertising network or outside analytics company receives them.",
        "To keep the website fast, your browser also reports how quickly each page appeared, responded and stayed steady (the four standard measures Google publishes as Core Web Vitals) together with the page's address. Our server keeps only daily counts per kind of page, with no IP address, identifier or cookie.",
      ],
    },
    {
      heading: "Who receives your information",
      paragraphs: [
        "Your request goes to our office by e-mail and, where we use one, to our customer management system. We do not sell personal information, and we do not share it with anyone for their own marketing.",
        "One thing goes to advertising platforms, and only when an advertisement led to a job. If you reached us by clicking an ad on Google or on Microsoft Bing and we later do the work for you, we upload to Google Ads or to Microsoft Advertising the advertising click code that was in the link you clicked (gclid or msclkid), the date we won the job, its value and the name of the conversion, so the platform can tell us which ads lead to real jobs (an offline conversion). Nothing else goes with it: no name, e-mail address, phone number or street address. Google and Microsoft already hold that click code from your click, and they handle the upload under their own privacy policies. Clearing your browsing data before you send a request removes the click code from your browser, and then nothing is uploaded for you.",
        "Our hosting provider, Cloudflare, runs the website, its database and our e-mail delivery on our behalf, and so processes what you send and the IP address of your connection in order to deliver pages and block abuse. When a form shows a Cloudflare Turnstile check, Cloudflare also examines signals from your browser to tell people from automated spam. We may disclose information when the law requires it, for example in answer to a court order.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep a request while we are working with you on it. Beyond that, the website deletes information on a fixed schedule, checked every day:",
      ],
      bullets: [
        "The IP address and browser recorded with your consent: blanked {ipDays} after your request.",
        "A chat conversation in the chat window: deleted {chatDays} after its last message.",
        "A chat transcript and summary kept with your request: removed {transcriptYears} after your request.",
        "A request we have closed, whether or not we did the work, with its appointments, notes and consent record: deleted {closedLeadYears} after it arrived.",
        "A request we never closed (one we could not reach you about, or you did not go on with), with everything kept with it: deleted {openLeadYears} after it arrived.",
        "A request we marked as spam: deleted {spamDays} after it arrived.",
      ],
    },
    {
      heading: "Backups and job records",
      paragraphs: [
        "Copies of the database kept for recovery are replaced within 30 days. If we ever have to restore one, we erase again anything that was erased after that copy was made. Contracts, invoices and job files for work we carry out for you are kept under the terms of your contract and the law, separately from this website.",
      ],
    },
    {
      heading: "Your choices, and how to have your information erased",
      paragraphs: [
        "You can ask us what we hold about you, ask us to correct it, or ask us to erase it, whichever state you live in. Write to {email} or call {phone} from, or naming, the e-mail address or phone number you gave us. We may ask you to confirm that the address or number is yours before we act, so that nobody can erase or read someone else's information.",
        "When we erase your information, we delete every request made with that e-mail address or phone number, together with its appointments, consent records, notes, chat transcripts and conversation, and the record of the notifications sent to our team about it. We keep only a note that an erasure took place, when and by whom, without your details. We will tell you when it is done.",
        "You can stop calls and text messages at any time: reply STOP to a text, or tell us by phone or e-mail. Agreeing to be contacted was never a condition of buying from us.",
      ],
    },
    {
      heading: "Security, children and changes",
      paragraphs: [
        "Every page and form travels over an encrypted connection. Our team's part of the website is open only to named staff who sign in through a separate access service, and every change they make is recorded.",
        "This website is meant for adults arranging work on their property. We do not knowingly collect information from children under 13; if you believe a child has sent us information, contact us and we will erase it.",
        "If we change what the website collects or how long it is kept, we will update this page before the change takes effect. Questions about this policy are welcome at {email} or {phone}. Our [terms of service](/terms) explain the rules for using the website.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do you sell my information?",
      answer:
        "No. We use what you send only to answer your request and do the work you ask for, and we never share it for someone else's marketing. When an ad led to a job, that ad's click code, the date and the job's value go back to the ad platform, as described above.",
    },
    {
      question: "Does this website use cookies?",
      answer:
        "Our pages set two cookies, each holding a random code and nothing about you: one for the chat assistant, which keeps your conversation with your browser, and one set when you send a request, which lets a visit you book within the next 24 hours join that request instead of starting a second one; it expires after those 24 hours. Our hosting provider may add a short-lived security cookie to block automated abuse. Visits are counted without cookies, and no advertising or analytics company places any.",
    },
    {
      question: "How do I have my information deleted?",
      answer:
        "E-mail {email} or call {phone} with the e-mail address or phone number you used. Once we have confirmed it is yours, we erase every request, appointment and chat made with it and tell you when it is done.",
    },
    {
      question: "How long do you keep my IP address?",
      answer:
        "For {ipDays}. It is recorded with your consent to be contacted, to show the request really came from you, and is then blanked automatically.",
    },
    {
      question: "Who reads what I type into the chat?",
      answer:
        "The assistant answers automatically. Our team reads the conversation only if you leave your contact details, so that whoever calls you back knows what you asked. You can also [contact us](/contact) directly or [book a consultation](/schedule).",
    },
  ],
  related: [
    { label: "Terms of Service", href: "/terms" },
    { label: "Contact us", href: "/contact" },
    { label: "Book a consultation", href: "/schedule" },
    { label: "Sitemap", href: "/sitemap" },
  ],
};

export default privacyPage;
