import { priceFacts } from "../../content/prices";
import type { Intent } from "./assistant";

/** A visitor message, the intent the assistant should read, and facts its answer must contain. */
export interface AssistantCase {
  message: string;
  intent: Intent;
  /** Whether the assistant should ask for contact details (omit to not check). */
  needsLeadCapture?: boolean;
  /** Case-insensitive substrings the response must contain. */
  includes?: readonly string[];
  /** Substrings the response must not contain (e.g. a price where none is published). */
  excludes?: readonly string[];
}

const PHONE = "(410) 555-0142";
const ROOF_PRICE = priceFacts.roof;
const WINDOW_PRICE = priceFacts.window;
const SIDING_PRICE = priceFacts.siding;
const GUTTER_PRICE = priceFacts.gutters;
const GUTTER_GUARD_PRICE = priceFacts.gutterGuards;
const INSURANCE_LINK = "/insights/what-homeowners-insurance-covers-roof-damage";
const STORM_LINK = "/insights/storm-chasers";

export const assistantCases: readonly AssistantCase[] = [
  // emergency
  { message: "water is coming through my kitchen ceiling!!", intent: "emergency", needsLeadCapture: true, includes: [PHONE] },
  {
    message: "a tree just came down on our house in the storm and theres a hole in the roof, what do i do",
    intent: "emergency",
    needsLeadCapture: true,
    includes: [PHONE],
  },
  {
    message: "the wind tore half the roof off about 20 min ago and rain is getting into the upstairs bedroom",
    intent: "emergency",
    needsLeadCapture: true,
    includes: [PHONE],
  },
  { message: "help my living room ceiling is sagging and dripping", intent: "emergency", needsLeadCapture: true, includes: [PHONE] },
  {
    message: "roof is leaking bad right now in bel air, we have buckets all over the upstairs",
    intent: "emergency",
    needsLeadCapture: true,
    includes: [PHONE, "Yes, we serve Bel Air"],
  },
  {
    message: "need somebody to tarp my roof tonight its pouring into the attic",
    intent: "emergency",
    needsLeadCapture: true,
    includes: [PHONE],
  },
  {
    message: "Water is running down the inside wall next to the chimney and it's still raining, what should I do??",
    intent: "emergency",
    needsLeadCapture: true,
    includes: [PHONE],
  },
  {
    message: "big oak limb went thru the roof of my house in dover de, rain is coming in, can someone get here today",
    intent: "emergency",
    needsLeadCapture: true,
    includes: [PHONE, "Yes, we serve Dover"],
  },

  // quote
  { message: "need a quote for a new roof in Towson", intent: "quote", needsLeadCapture: true, includes: ["Yes, we serve Towson"] },
  { message: "can i get an estimate on replacing the siding on a 2 story colonial", intent: "quote", needsLeadCapture: true },
  { message: "Looking for a bid on 14 replacement windows, mostly double hungs", intent: "quote", needsLeadCapture: true },
  { message: "how do I get a free estimate", intent: "quote", needsLeadCapture: true },
  {
    message: "my roof is 22 yrs old and i think its time.. can you guys quote me on a replacement",
    intent: "quote",
    needsLeadCapture: true,
  },
  {
    message: "hi, id like an estimate for new gutters and downspouts at my house in Abingdon",
    intent: "quote",
    needsLeadCapture: true,
    includes: ["Yes, we serve Abingdon"],
  },
  {
    message: "we need a proposal for reroofing a small office building in wilmington",
    intent: "quote",
    needsLeadCapture: true,
    includes: ["Yes, we serve Wilmington"],
  },
  {
    message: "could someone give us a written quote to redo the roof and the gutters this spring",
    intent: "quote",
    needsLeadCapture: true,
  },
  { message: "can I get a quote for new windows? I live in Philadelphia", intent: "quote", includes: ["outside our service area"] },

  // inspection
  {
    message: "can someone inspect my roof? bought the house last year and it's never been checked",
    intent: "inspection",
    needsLeadCapture: true,
  },
  { message: "I'd like a roof inspection before we put the house on the market", intent: "inspection", needsLeadCapture: true },
  {
    message: "could you have a roofer take a look at my roof, a few of the shingles look curled up",
    intent: "inspection",
    needsLeadCapture: true,
  },
  {
    message: "we're buying a house in ellicott city and want the roof inspected before closing",
    intent: "inspection",
    needsLeadCapture: true,
    includes: ["Yes, we serve Ellicott City"],
  },

  // booking
  { message: "I'd like to schedule a consultation for new siding", intent: "booking", needsLeadCapture: true, includes: ["/schedule"] },
  { message: "can i book an appointment for next tuesday morning", intent: "booking", needsLeadCapture: true, includes: ["/schedule"] },
  {
    message: "how do i set up an appointment for someone to come measure our windows",
    intent: "booking",
    needsLeadCapture: true,
    includes: ["/schedule"],
  },

  // pricing
  { message: "how much does a new roof cost", intent: "pricing", needsLeadCapture: true, includes: [ROOF_PRICE] },
  {
    message: "ballpark price to replace an asphalt shingle roof on a 1800 sq ft rancher?",
    intent: "pricing",
    needsLeadCapture: true,
    includes: [ROOF_PRICE],
  },
  { message: "How much would a metal roof cost me", intent: "pricing", needsLeadCapture: true, includes: [ROOF_PRICE] },
  {
    message: "how much for a roof in annapolis, roughly",
    intent: "pricing",
    needsLeadCapture: true,
    includes: [ROOF_PRICE, "Yes, we serve Annapolis"],
  },
  { message: "what do replacement windows cost per window", intent: "pricing", needsLeadCapture: true, includes: [WINDOW_PRICE] },
  {
    message: "whats the going price for a double hung window installed",
    intent: "pricing",
    needsLeadCapture: true,
    includes: [WINDOW_PRICE],
  },
  {
    message: "price for new windows in Rockville?",
    intent: "pricing",
    needsLeadCapture: true,
    includes: [WINDOW_PRICE, "Yes, we serve Rockville"],
  },
  { message: "how much is vinyl siding for a townhouse", intent: "pricing", needsLeadCapture: true, includes: [SIDING_PRICE] },
  {
    message: "how much more does fiber cement siding cost than vinyl",
    intent: "pricing",
    needsLeadCapture: true,
    includes: [SIDING_PRICE, "/roof-replacement-estimate?for=siding"],
  },
  {
    message: "what would seamless gutters cost for my house, its a split level",
    intent: "pricing",
    needsLeadCapture: true,
    includes: [GUTTER_PRICE, GUTTER_GUARD_PRICE, "/roof-replacement-estimate?for=gutters"],
  },

  // insurance
  {
    message: "will my homeowners insurance cover a roof replacement",
    intent: "insurance",
    needsLeadCapture: true,
    includes: ["adjuster", INSURANCE_LINK],
  },
  {
    message: "the adjuster is coming thursday, can one of your guys be there to meet him",
    intent: "insurance",
    needsLeadCapture: true,
    includes: ["adjuster", INSURANCE_LINK],
  },
  { message: "do you help with insurance claims?", intent: "insurance", needsLeadCapture: true, includes: ["adjuster", INSURANCE_LINK] },
  {
    message: "my deductible is 2500, can you guys cover that part for me",
    intent: "insurance",
    needsLeadCapture: true,
    includes: ["adjuster", INSURANCE_LINK],
  },
  {
    message: "we filed a claim with state farm for the hail, do you deal with the insurance company directly",
    intent: "insurance",
    needsLeadCapture: true,
    includes: ["adjuster", INSURANCE_LINK],
  },

  // storm_damage
  {
    message: "we had a bad hailstorm last night, I think the roof got hit but nothing is leaking",
    intent: "storm_damage",
    needsLeadCapture: true,
    includes: [STORM_LINK],
  },
  {
    message: "lost a bunch of shingles in the wind yesterday what should i do",
    intent: "storm_damage",
    needsLeadCapture: true,
    includes: [STORM_LINK],
  },
  {
    message: "some of our siding blew off in that storm on tuesday",
    intent: "storm_damage",
    needsLeadCapture: true,
    includes: [STORM_LINK],
  },
  {
    message: "a guy knocked on my door saying i have hail damage, is that legit??",
    intent: "storm_damage",
    needsLeadCapture: true,
    includes: [STORM_LINK],
  },
  {
    message: "storm last night ripped a few shingles off, we're in Catonsville. no leaks yet",
    intent: "storm_damage",
    needsLeadCapture: true,
    includes: [STORM_LINK, "Yes, we serve Catonsville"],
  },

  // complaint
  {
    message: "your crew left nails all over my driveway and I got a flat tire, I'm really not happy",
    intent: "complaint",
    needsLeadCapture: true,
    includes: [PHONE],
  },
  {
    message: "you replaced my roof in march and it still leaks, and nobody has returned my calls",
    intent: "complaint",
    needsLeadCapture: true,
    includes: [PHONE],
  },
  {
    message: "very disappointed with how the window install went, there are gaps all around the trim",
    intent: "complaint",
    needsLeadCapture: true,
    includes: [PHONE],
  },

  // human
  { message: "can I talk to a real person please", intent: "human", needsLeadCapture: true, includes: [PHONE] },
  { message: "just have someone call me, easier than typing all this out", intent: "human", needsLeadCapture: true, includes: [PHONE] },
  { message: "i'd rather speak with a human being than a chatbot", intent: "human", needsLeadCapture: true, includes: [PHONE] },

  // financing
  { message: "do you offer financing", intent: "financing", needsLeadCapture: false, includes: ["/financing", "12 to 180 months"] },
  {
    message: "can we make monthly payments on a new roof?",
    intent: "financing",
    needsLeadCapture: false,
    includes: ["/financing", "12 to 180 months"],
  },
  {
    message: "any payment plans? we cant pay for the siding all at once",
    intent: "financing",
    needsLeadCapture: false,
    includes: ["/financing", "12 to 180 months"],
  },

  // warranty
  {
    message: "what kind of warranty do you give",
    intent: "warranty",
    needsLeadCapture: false,
    includes: ["25-year workmanship warranty (unconfirmed)"],
  },
  {
    message: "is your workmanship guaranteed?",
    intent: "warranty",
    needsLeadCapture: false,
    includes: ["25-year workmanship warranty (unconfirmed)"],
  },
  {
    message: "how long is the warranty on a roof you guys put on",
    intent: "warranty",
    needsLeadCapture: false,
    includes: ["25-year workmanship warranty (unconfirmed)"],
  },

  // materials
  { message: "how long does a metal roof last", intent: "materials", needsLeadCapture: false, includes: ["40–60"] },
  { message: "how many years will architectural shingles hold up", intent: "materials", needsLeadCapture: false, includes: ["25–30"] },
  { message: "is slate worth it? how long does it actually last", intent: "materials", needsLeadCapture: false, includes: ["40–50"] },
  { message: "whats the lifespan of a TPO flat roof", intent: "materials", needsLeadCapture: false, includes: ["20–30"] },
  { message: "vinyl or fiber cement siding, which one holds up better near the bay?", intent: "materials", needsLeadCapture: false },
  { message: "what's the difference between double pane and triple pane glass in windows", intent: "materials", needsLeadCapture: false },

  // services
  { message: "do you do gutters", intent: "services", needsLeadCapture: false },
  { message: "do you guys install vinyl siding?", intent: "services", needsLeadCapture: false },
  { message: "do you replace windows too or just roofs", intent: "services", needsLeadCapture: false },
  { message: "do you work on commercial buildings or only houses", intent: "services", needsLeadCapture: false },
  { message: "can you fix a couple loose shingles or do you only do full roof replacements", intent: "services", needsLeadCapture: false },
  { message: "what services do you offer", intent: "services", needsLeadCapture: false },

  // service_area
  { message: "do you serve bel air", intent: "service_area", needsLeadCapture: false, includes: ["Yes, we serve Bel Air"] },
  {
    message: "are you guys in Havre de Grace?",
    intent: "service_area",
    needsLeadCapture: false,
    includes: ["Yes, we serve Havre de Grace"],
  },
  { message: "do you work in newark de", intent: "service_area", needsLeadCapture: false, includes: ["Yes, we serve Newark"] },
  {
    message: "do you go all the way down to salisbury",
    intent: "service_area",
    needsLeadCapture: false,
    includes: ["Yes, we serve Salisbury"],
  },
  { message: "are you in frederick md?", intent: "service_area", needsLeadCapture: false, includes: ["Yes, we serve Frederick"] },
  {
    message: "my zip is 21014, is that in your area",
    intent: "service_area",
    needsLeadCapture: false,
    includes: ["inside our service area"],
  },
  { message: "19901 - do you come out that far?", intent: "service_area", needsLeadCapture: false, includes: ["inside our service area"] },
  { message: "do you cover northern virginia", intent: "service_area", needsLeadCapture: false, includes: ["outside our service area"] },
  {
    message: "do you do work in pennsylvania? we're just over the line",
    intent: "service_area",
    needsLeadCapture: false,
    includes: ["outside our service area"],
  },
  { message: "do you serve washington dc", intent: "service_area", needsLeadCapture: false, includes: ["outside our service area"] },
  { message: "im in 22201, do you come there", intent: "service_area", needsLeadCapture: false, includes: ["outside our service area"] },
  {
    message: "do you guys take jobs in Philadelphia",
    intent: "service_area",
    needsLeadCapture: false,
    includes: ["outside our service area"],
  },

  // hours
  { message: "what are your hours", intent: "hours", needsLeadCapture: false, includes: ["24/7", PHONE] },
  { message: "are you open on saturdays?", intent: "hours", needsLeadCapture: false, includes: ["24/7", PHONE] },
  { message: "does anyone answer the phone on sundays", intent: "hours", needsLeadCapture: false, includes: ["24/7", PHONE] },

  // contact_info: the visitor hands over their details
  { message: "my name is Dana Whitfield, dana.whitfield@gmail.com", intent: "contact_info", needsLeadCapture: true },
  { message: "you can reach me at 443-555-0199", intent: "contact_info", needsLeadCapture: true },

  // small_talk
  { message: "hi", intent: "small_talk", needsLeadCapture: false },
  { message: "thanks so much!", intent: "small_talk", needsLeadCapture: false },
  { message: "are you a bot?", intent: "small_talk", needsLeadCapture: false },
  { message: "ok bye", intent: "small_talk", needsLeadCapture: false },

  // out_of_scope
  { message: "do you do plumbing", intent: "out_of_scope", needsLeadCapture: false, includes: ["can't help"] },
  { message: "can you replace my furnace? its 20 years old", intent: "out_of_scope", needsLeadCapture: false, includes: ["can't help"] },
  {
    message: "need an electrician to add a few outlets in the garage",
    intent: "out_of_scope",
    needsLeadCapture: false,
    includes: ["can't help"],
  },
  { message: "looking for someone to redo my kitchen", intent: "out_of_scope", needsLeadCapture: false, includes: ["can't help"] },
  { message: "do you guys pave driveways", intent: "out_of_scope", needsLeadCapture: false, includes: ["can't help"] },
  {
    message: "we need landscaping done in the backyard, is that something you do",
    intent: "out_of_scope",
    needsLeadCapture: false,
    includes: ["can't help"],
  },

  // unknown
  { message: "what's the capital of France", intent: "unknown", needsLeadCapture: true, includes: ["pass your question to a person"] },
  { message: "can you recommend a good lawyer", intent: "unknown", needsLeadCapture: true, includes: ["pass your question to a person"] },
  {
    message: "who won the orioles game last night",
    intent: "unknown",
    needsLeadCapture: true,
    includes: ["pass your question to a person"],
  },
  // Found by trying the widget: a quote request that names a town is still a quote request.
  {
    message: "Hi, do you serve Abingdon? I need a quote for a new roof",
    intent: "quote",
    needsLeadCapture: true,
    includes: ["Yes, we serve Abingdon", "/schedule"],
  },
  {
    message: "could someone come out to Towson next week to give us an estimate on windows",
    intent: "quote",
    needsLeadCapture: true,
    includes: ["Yes, we serve Towson"],
  },
];
