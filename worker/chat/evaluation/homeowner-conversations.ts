/**
 * The second visitor set: messages written the way homeowners type on a phone (lower case,
 * typos, no question marks, several sentences, names, towns), some of them the second or third
 * message of a conversation. Each is labelled with what a good answer must do. The set measures
 * the assistant; nothing in it is copied into the assistant's index, word lists or rules.
 *
 * `verdict`: what the first sentence says: "yes", "no", a "figure" (a dollar amount), or the
 *   "emergency" line (the 24/7 number in the first sentence, or the second after a short word of sympathy).
 * `links`: the answer links one of these pages (a path, or a prefix ending in "-" or "/").
 * `never`: what the answer must not contain, case-sensitive (another town, an unrelated service, a false name).
 * `words`: the most words the answer may have (80 unless the visitor asks for detail).
 * `name`: the name the visitor gave, the only one the answer may thank them by.
 * Every answer is also checked for echoed FAQ questions and for links whose label names another
 * service or town than the page it leads to.
 */

export const HOMEOWNER_CATEGORIES = [
  "do you",
  "town and service",
  "prices",
  "emergencies",
  "out of scope",
  "worries and wishes",
  "names",
  "follow-ups",
  "service area",
  "other questions",
] as const;
export type HomeownerCategory = (typeof HOMEOWNER_CATEGORIES)[number];

type Verdict = "yes" | "no" | "figure" | "emergency";

export interface HomeownerCase {
  category: HomeownerCategory;
  /** The conversation: earlier messages first, the judged message last. */
  turns: readonly string[];
  verdict?: Verdict;
  links?: readonly string[];
  never?: readonly string[];
  words?: number;
  name?: string;
}

type Expect = Omit<HomeownerCase, "category" | "turns">;
const group = (category: HomeownerCategory, cases: readonly [string | readonly string[], Expect][]): HomeownerCase[] =>
  cases.map(([turns, expectation]) => ({ category, turns: typeof turns === "string" ? [turns] : turns, ...expectation }));

const ROOF = ["/roofing", "/roofing-"];
const SIDING = ["/siding", "/siding-"];
const WINDOWS = ["/windows", "/windows-"];
const GUTTERS = ["/roofing", "/gutter-"];
const EMERGENCY = ["/emergency-roof-repair"];

export const homeownerCases: readonly HomeownerCase[] = [
  ...group("do you", [
    ["do you guys do metal roofing", { verdict: "yes", links: ROOF, never: ["siding"] }],
    ["do u install gutter guards", { verdict: "yes", links: GUTTERS }],
    ["can you replace vinyl siding", { verdict: "yes", links: SIDING }],
    ["do yall do hardie board", { verdict: "yes", links: SIDING, never: ["window"] }],
    ["you guys do windows too?", { verdict: "yes", links: WINDOWS }],
    ["do you do flat roofs. we have a rowhouse", { verdict: "yes", links: ROOF }],
    ["hi do you install seamless gutters", { verdict: "yes", links: GUTTERS }],
    ["do you replace fascia boards", { verdict: "yes", links: SIDING }],
    ["can u guys put in new windows", { verdict: "yes", links: WINDOWS }],
    ["do you do roof repairs or only full replacements", { links: ROOF }],
    ["do you install standing seam", { verdict: "yes", links: ROOF }],
    ["do you guys fix gutters", { verdict: "yes", links: GUTTERS }],
    ["Do you do fiber cement siding?", { verdict: "yes", links: SIDING }],
    ["do you put in patio doors", { verdict: "yes", links: WINDOWS }],
    ["do you do shingle roofs", { verdict: "yes", links: ROOF }],
    ["does your company do siding", { verdict: "yes", links: SIDING }],
    ["do you install double hung windows", { verdict: "yes", links: WINDOWS }],
    ["do you guys do downspouts", { verdict: "yes", links: GUTTERS }],
  ]),
  ...group("town and service", [
    ["im in towson and need a new roof", { verdict: "yes", links: ["/roofing-towson"], never: ["Bel Air", "Columbia"] }],
    ["we live in bel air, need siding redone", { verdict: "yes", links: SIDING, never: ["Towson"] }],
    ["columbia md. windows", { verdict: "yes", links: ["/windows-columbia"], never: ["Towson"] }],
    ["hey im in annapolis and our windows are shot", { links: ["/windows-annapolis"], never: ["Towson", "Baltimore"] }],
    ["siding in frederick?", { verdict: "yes", links: ["/siding-frederick"], never: ["Annapolis"] }],
    ["need gutters in forest hill", { verdict: "yes", links: ["/gutter-forest-hill"], never: ["Towson"] }],
    ["we're in dover de and need a roof", { verdict: "yes", links: ["/roofing-dover"], never: ["Wilmington"] }],
    ["looking for window replacement in baltimore city", { verdict: "yes", links: ["/windows-baltimore"], never: ["Towson"] }],
    ["roof replacement catonsville", { verdict: "yes", links: ["/roofing-catonsville"], never: ["Towson"] }],
    ["need new windows, we're in ellicott city", { verdict: "yes", links: WINDOWS, never: ["Towson", "Columbia"] }],
    ["do you do siding in wilmington", { verdict: "yes", links: ["/siding-wilmington"], never: ["Dover"] }],
    ["newark de, need gutters", { verdict: "yes", links: GUTTERS, never: ["Forest Hill", "$180,000"] }],
    ["i live in edgewood and want a metal roof", { verdict: "yes", links: ["/roofing-edgewood"], never: ["Towson"] }],
    ["do you work in rockville? need siding", { verdict: "yes", links: SIDING, never: ["Frederick"] }],
    ["we need a roof in laurel md", { verdict: "yes", links: ["/roofing-laurel"], never: ["Columbia"] }],
    ["hi there, in salisbury md, do you do windows", { verdict: "yes", links: WINDOWS, never: ["Towson"] }],
    ["jarrettsville - need siding quote", { verdict: "yes", links: ["/siding-jarrettsville"], never: ["Forest Hill"] }],
    ["middletown de roof", { verdict: "yes", links: ["/roofing-middletown"], never: ["Dover"] }],
  ]),
  ...group("prices", [
    ["how much for a new roof", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    ["what does a replacement window cost", { verdict: "figure", links: WINDOWS }],
    ["ballpark on a metal roof", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    ["how much to replace 8 windows", { verdict: "figure", links: WINDOWS, never: ["siding"] }],
    ["price per window?", { verdict: "figure", links: WINDOWS }],
    ["whats a roof run these days for a 2000 sq ft house", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    ["how much would new siding cost", { links: SIDING, never: ["window"] }],
    ["rough cost for gutters", { links: GUTTERS }],
    ["i need a price on windows for my house in towson", { verdict: "figure", links: ["/windows-towson", "/windows"] }],
    ["how expensive is a shingle roof", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    ["cost of a standing seam roof?", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    ["what do you charge for windows", { verdict: "figure", links: WINDOWS }],
    ["how much is a roof in columbia", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate", "/roofing-columbia"] }],
    ["roof price range?", { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    ["how much for 3 windows", { verdict: "figure", links: WINDOWS }],
  ]),
  ...group("emergencies", [
    ["tree fell on our house last night", { verdict: "emergency", links: EMERGENCY }],
    ["theres water coming thru the ceiling in the kitchen", { verdict: "emergency", links: EMERGENCY }],
    ["a limb went through the roof, i can see the sky", { verdict: "emergency", links: EMERGENCY }],
    ["part of my roof blew off in the wind", { verdict: "emergency", links: EMERGENCY }],
    ["its raining in my bedroom", { verdict: "emergency", links: EMERGENCY }],
    ["we have a hole in the roof from the storm", { verdict: "emergency", links: EMERGENCY }],
    ["need a tarp on my roof asap", { verdict: "emergency", links: EMERGENCY }],
    ["help!! water pouring in from the skylight", { verdict: "emergency", links: EMERGENCY }],
    ["big branch came down on the garage roof, now theres a gap", { verdict: "emergency", links: EMERGENCY }],
    ["ceiling is sagging and dripping, what do i do", { verdict: "emergency", links: EMERGENCY, never: ["insulation", "ice dam"] }],
    ["im in bel air and a tree just hit our roof", { verdict: "emergency", links: EMERGENCY, never: ["Towson"] }],
    ["shingles ripped off and rain is getting in", { verdict: "emergency", links: EMERGENCY }],
    ["roof leaking bad right now, buckets everywhere", { verdict: "emergency", links: EMERGENCY }],
    ["the storm tore a chunk of the roof off over the porch", { verdict: "emergency", links: EMERGENCY }],
    ["water is streaming down the wall from the attic", { verdict: "emergency", links: EMERGENCY }],
    ["oak tree on the roof. kids are fine. what now", { verdict: "emergency", links: EMERGENCY }],
    ["I'm Tom, a tree came down on my roof", { verdict: "emergency", links: EMERGENCY, name: "Tom" }],
    ["water dripping through the light fixture upstairs", { verdict: "emergency", links: EMERGENCY }],
  ]),
  ...group("out of scope", [
    ["water in my basement after every rain", { verdict: "no", never: ["new siding", "replacement windows"] }],
    ["do you do basement waterproofing", { verdict: "no" }],
    ["can you fix my ac", { verdict: "no" }],
    ["need a plumber for a leaking pipe under the sink", { verdict: "no" }],
    ["do you remodel kitchens", { verdict: "no" }],
    ["do u do hardwood floors", { verdict: "no" }],
    ["looking for someone to install solar panels", { verdict: "no" }],
    ["can you build a deck out back", { verdict: "no" }],
    ["need my furnace looked at", { verdict: "no" }],
    ["do you paint interiors", { verdict: "no" }],
    ["our sump pump keeps running, is that something you handle", { verdict: "no" }],
    ["do you guys do driveways", { verdict: "no" }],
    ["can you rewire an old house", { verdict: "no" }],
    ["window well keeps filling up with water", { verdict: "no", never: ["replacement windows"] }],
  ]),
  ...group("worries and wishes", [
    ["my siding is cracked and coming off in spots", { links: SIDING, never: ["$180,000", "window"] }],
    ["gutters overflow every time it rains", { links: GUTTERS }],
    ["our windows are drafty and fog up", { links: WINDOWS, never: ["siding"] }],
    ["im worried about my roof, its 25 years old", { links: ROOF }],
    ["thinking about new siding next year", { verdict: "yes", links: SIDING }],
    ["we want to replace all the windows in the house", { verdict: "yes", links: WINDOWS }],
    ["need a new roof", { verdict: "yes", links: ROOF }],
    ["fascia is rotting behind the gutters", { links: SIDING }],
    ["the old vinyl siding is faded and ugly", { links: SIDING }],
    ["our gutters are pulling away from the house", { links: GUTTERS, never: ["siding"] }],
    ["windows wont stay up anymore", { links: WINDOWS }],
    ["shingles are curling", { links: ROOF }],
    ["looking to get the whole house resided", { links: SIDING }],
    ["we're planning to put a metal roof on in the spring", { verdict: "yes", links: ROOF }],
    ["sick of cleaning the gutters, want guards", { verdict: "yes", links: GUTTERS }],
    ["we just bought a house and the windows are original from the 70s", { links: WINDOWS }],
  ]),
  ...group("names", [
    ["I'm stuck at work but need someone to look at the roof", { links: ROOF, never: ["Stuck"] }],
    ["im done with these windows", { links: WINDOWS, never: ["Done"] }],
    ["I'm calling about gutters", { links: GUTTERS, never: ["Calling"] }],
    ["I'm worried the siding has water behind it", { links: SIDING, never: ["Worried"] }],
    ["hi this is sam, do you do roofs in towson", { verdict: "yes", links: ["/roofing-towson"], name: "Sam" }],
    ["my name is priya and we need windows", { verdict: "yes", links: WINDOWS, name: "Priya" }],
    ["im Dana, need a roof quote", { links: ROOF, name: "Dana" }],
    ["this is urgent, water coming in the ceiling", { verdict: "emergency", never: ["Urgent"] }],
    ["i'm tired of my old siding", { links: SIDING, never: ["Tired"] }],
    ["I'm Marcus. Do you install gutter guards", { verdict: "yes", links: GUTTERS, name: "Marcus" }],
    ["im home all day tuesday if someone can look at the roof", { links: ROOF, never: ["Home"] }],
    ["i'm looking at new windows", { links: WINDOWS, never: ["Looking"] }],
    ["hey its karen. siding in columbia?", { verdict: "yes", links: ["/siding-columbia"], name: "Karen" }],
    ["I'm new to the area and need a roofer", { links: ROOF, never: ["New"] }],
  ]),
  ...group("follow-ups", [
    [["do you do siding", "how much would that be"], { links: SIDING, never: ["window"] }],
    [["do you do siding", "do you do that in dover"], { verdict: "yes", links: SIDING, never: ["window"] }],
    [["need new windows", "how much"], { verdict: "figure", links: WINDOWS }],
    [["im in towson", "do you do gutters"], { verdict: "yes", links: GUTTERS, never: ["Bel Air"] }],
    [["do you install metal roofs", "how much are they"], { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate"] }],
    [["were in annapolis", "need windows"], { verdict: "yes", links: ["/windows-annapolis"], never: ["Towson"] }],
    [["need a roof", "do you come out to frederick"], { verdict: "yes", links: ROOF, never: ["siding"] }],
    [["thinking about new windows", "how long does it take"], { links: WINDOWS }],
    [["hi", "do you do siding"], { verdict: "yes", links: SIDING }],
    [["my gutters overflow", "can you fix that"], { verdict: "yes", links: GUTTERS }],
    [["we're in columbia", "need siding", "how much"], { links: SIDING, never: ["window"] }],
    [["need 10 windows replaced", "in towson btw"], { verdict: "yes", links: ["/windows-towson"] }],
    [["do you do roofs", "what about in york pa"], { verdict: "no", never: ["/roofing-"] }],
    [["hi im jen", "we need gutters"], { verdict: "yes", links: GUTTERS, name: "Jen" }],
    [
      ["im in bel air", "need a roof", "how much roughly"],
      { verdict: "figure", links: ["/roofing", "/roof-replacement-estimate", "/roofing-bel-air"] },
    ],
    [["do you replace windows", "and patio doors?"], { verdict: "yes", links: WINDOWS }],
    [["my roof is old", "how long would a replacement take"], { links: ROOF }],
    [["do you do hardie siding", "in wilmington?"], { verdict: "yes", links: ["/siding-wilmington"] }],
    [["what about windows", "do u do those in catonsville"], { verdict: "yes", links: WINDOWS, never: ["Towson"] }],
    [["we're in dover", "tree fell on the roof"], { verdict: "emergency", links: EMERGENCY, never: ["Towson"] }],
  ]),
  ...group("service area", [
    ["do you come out to york pa", { verdict: "no" }],
    ["are you guys in northern virginia", { verdict: "no" }],
    ["do you work in dc", { verdict: "no" }],
    ["do you serve harford county", { verdict: "yes" }],
    ["do you go to the eastern shore, we're in salisbury", { verdict: "yes" }],
    ["zip 21014", { verdict: "yes" }],
    ["we're in 19901", { verdict: "yes" }],
    ["do you serve delaware", { verdict: "yes" }],
    ["philly?", { verdict: "no" }],
    ["are you in glen burnie", { verdict: "yes" }],
    ["do you do work in new jersey", { verdict: "no" }],
    ["how far do you travel, im in harrisburg", { verdict: "no" }],
  ]),
  ...group("other questions", [
    ["are you licensed in md", { verdict: "yes" }],
    ["do you offer financing", { verdict: "yes", links: ["/financing"] }],
    [
      "whats your warranty",
      { links: ["/warranty", "/roofing", "/insights/why-roofing-warranties-matter", "/insights/reading-a-roof-warranty"] },
    ],
    ["will you work with my insurance", { links: ["/insights/", "/roofing"] }],
    ["can i book an appointment online", { verdict: "yes", links: ["/schedule"] }],
    ["are estimates free", { verdict: "yes" }],
    ["are you open on saturdays", { links: ["/schedule"] }],
    ["how long does a roof replacement take", { links: ROOF }],
    ["how long have yall been in business", {}],
    ["do you do emergency tarping", { verdict: "yes" }],
    ["are you insured", { verdict: "yes" }],
    ["can i pay monthly", { verdict: "yes", links: ["/financing"] }],
    ["how soon could you start on a roof", { links: ROOF }],
    ["do you give written estimates", { verdict: "yes" }],
    [
      "whats the warranty on windows",
      { links: ["/warranty", "/windows", "/insights/why-roofing-warranties-matter", "/insights/reading-a-roof-warranty"] },
    ],
  ]),
];
