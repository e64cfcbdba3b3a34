// Splits the frozen set into "tune" and "held-back" halves with the fixed seed, stratified by
// category, writes the `half` fields back into conversations.json, then checks the file.
// Run: node /work/wt/judge-out/split.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "conversations.json");
const set = JSON.parse(fs.readFileSync(file, "utf8"));

const CATEGORIES = [
  "prices-quantities",
  "materials-compared",
  "insurance-storms",
  "emergencies-night",
  "licence-insurance",
  "warranty",
  "financing",
  "scheduling",
  "service-area",
  "complaints",
  "names-details",
  "prompt-injection",
  "spanish",
  "cannot-answer",
];

// mulberry32: a small, well-known 32-bit seeded PRNG.
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// 1. Shuffle every id once (Fisher-Yates, ids sorted first so the input order does not matter).
const random = mulberry32(set.seed);
const ids = set.conversations.map((c) => c.id).sort();
for (let i = ids.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [ids[i], ids[j]] = [ids[j], ids[i]];
}
const order = new Map(ids.map((id, i) => [id, i]));

// 2. Per category (fixed order above), in shuffled order: the first half "tune", the second
//    half "held-back"; an odd middle one goes to whichever half is smaller so far (held-back on a tie).
const half = new Map();
const size = { tune: 0, "held-back": 0 };
for (const category of CATEGORIES) {
  const inCat = set.conversations.filter((c) => c.category === category).map((c) => c.id);
  inCat.sort((a, b) => order.get(a) - order.get(b));
  const k = Math.floor(inCat.length / 2);
  // decided before this category's own ids are counted, so the halves stay within one of each other
  const odd = size.tune < size["held-back"] ? "tune" : "held-back";
  inCat.forEach((id, i) => {
    const h = i < k ? "tune" : i >= inCat.length - k ? "held-back" : odd;
    half.set(id, h);
    size[h] += 1;
  });
}
for (const c of set.conversations) {
  if (!half.has(c.id)) throw new Error(`${c.id}: unknown category ${c.category}`);
  c.half = half.get(c.id);
}
fs.writeFileSync(file, `${JSON.stringify(set, null, 2)}\n`);

// 3. Checks: parses, minimums, every regex compiles, every reply has a check beyond criteria.
const again = JSON.parse(fs.readFileSync(file, "utf8"));
const problems = [];
const convs = again.conversations;
const messages = convs.reduce((n, c) => n + c.turns.length, 0);
const seen = new Set();
for (const c of convs) {
  if (seen.has(c.id)) problems.push(`${c.id}: duplicate id`);
  seen.add(c.id);
  if (!CATEGORIES.includes(c.category)) problems.push(`${c.id}: category ${c.category}`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/.test(c.now) || Number.isNaN(Date.parse(c.now)))
    problems.push(`${c.id}: now ${c.now}`);
  if (c.turns.length < 2 || c.turns.length > 5) problems.push(`${c.id}: ${c.turns.length} turns`);
  c.turns.forEach((t, i) => {
    const x = t.expect;
    const where = `${c.id} turn ${i + 1}`;
    if (!t.user?.trim()) problems.push(`${where}: empty user message`);
    if (!x.criteria?.length || x.criteria.some((k) => !again.criteria.includes(k))) problems.push(`${where}: criteria`);
    if (!x.note) problems.push(`${where}: note`);
    for (const key of ["first", "all", "any", "none"]) {
      for (const source of x[key] ?? []) {
        try {
          new RegExp(source, "i");
        } catch (err) {
          problems.push(`${where}: ${key} /${source}/ ${err.message}`);
        }
      }
    }
    if (x.total && !(x.total.min < x.total.max || x.total.min === x.total.max)) problems.push(`${where}: total`);
    const checks = ["first", "all", "any", "none", "links"].some((k) => x[k]?.length) || x.total || x.emergencyLine || x.noYes || x.lead;
    if (!checks) problems.push(`${where}: no check beyond criteria`);
    if (x.lead?.phone && !/^\d{10}$/.test(x.lead.phone)) problems.push(`${where}: lead phone`);
  });
}
const byCat = {};
for (const c of convs) {
  byCat[c.category] ??= { tune: 0, "held-back": 0, messages: 0 };
  byCat[c.category][c.half] += 1;
  byCat[c.category].messages += c.turns.length;
}
for (const category of CATEGORIES) {
  const b = byCat[category];
  if (!b || b.tune + b["held-back"] < 4) problems.push(`${category}: fewer than 4 conversations`);
  else if (!b.tune || !b["held-back"]) problems.push(`${category}: not in both halves`);
}
if (convs.length < 64) problems.push(`only ${convs.length} conversations`);
if (messages < 190) problems.push(`only ${messages} messages`);

const perHalf = { tune: { conversations: 0, messages: 0 }, "held-back": { conversations: 0, messages: 0 } };
for (const c of convs) {
  perHalf[c.half].conversations += 1;
  perHalf[c.half].messages += c.turns.length;
}
console.log(`conversations ${convs.length}, user messages ${messages}`);
console.table(byCat);
console.table(perHalf);
console.log(
  `emergency-line replies ${convs.flatMap((c) => c.turns).filter((t) => t.expect.emergencyLine).length}, noYes replies ${convs.flatMap((c) => c.turns).filter((t) => t.expect.noYes).length}, totals ${convs.flatMap((c) => c.turns).filter((t) => t.expect.total).length}, leads ${convs.flatMap((c) => c.turns).filter((t) => t.expect.lead).length}`,
);
console.log(
  "tune:",
  convs
    .filter((c) => c.half === "tune")
    .map((c) => c.id)
    .join(" "),
);
console.log(
  "held-back:",
  convs
    .filter((c) => c.half === "held-back")
    .map((c) => c.id)
    .join(" "),
);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("all checks pass");
