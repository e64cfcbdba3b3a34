import { type FormEvent, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { priceSample } from "../../../content/price-facts.built";
import { extras, sidingMaterials, sidingPerSquareFoot, windowPrices } from "../../../content/prices";
import { pageTitle } from "../../../contracts/page-meta";
import { recordConversion } from "../../lib/attribution/conversions";
import {
  type EstimateKind,
  type ExteriorErrors,
  type ExteriorOutcome,
  gutterEstimate,
  sidingEstimate,
  sidingMaterialOf,
  windowsEstimate,
  windowTypeOf,
  windowTypes,
} from "../../lib/exterior-estimate";
import { formatDollars } from "../../lib/loan";
import { useReveal } from "../../lib/reveal";
import { scheduleLink } from "../../lib/schedule-link";
import { controlClass } from "../forms/fields";
import { SampleLabel } from "../sample-label";
import { EstimateFrame } from "./estimate-frame";

const CHOICES: readonly { kind: EstimateKind; label: string; href: string }[] = [
  { kind: "roof", label: "Roof", href: "/roof-replacement-estimate" },
  { kind: "siding", label: "Siding", href: "/roof-replacement-estimate?for=siding" },
  { kind: "gutters", label: "Gutters", href: "/roof-replacement-estimate?for=gutters" },
  { kind: "windows", label: "Windows", href: "/roof-replacement-estimate?for=windows" },
];

/** What to price: three real links, so the choice works before the page's script as after it. */
export function EstimateChoice({ kind }: { kind: EstimateKind }) {
  return (
    <nav aria-label="What to price" className="mt-6 flex flex-wrap gap-2">
      {CHOICES.map((choice) => (
        <Link
          key={choice.kind}
          to={choice.href}
          aria-current={choice.kind === kind ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-md border px-5 font-semibold ${
            choice.kind === kind ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
          }`}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

const unit = (value: number) => formatDollars(value, !Number.isInteger(value));

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

function ZipField({ error, value }: { error?: string; value: string }) {
  return (
    <div>
      <label htmlFor="zip" className="block text-sm font-semibold text-slate-800">
        ZIP code
      </label>
      <input
        id="zip"
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        defaultValue={value}
        className={controlClass(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "zip-error" : undefined}
      />
      <FieldError id="zip-error" text={error} />
    </div>
  );
}

/** Records the estimate as a conversion when the form is complete enough to price. */
function onPriced(check: (query: URLSearchParams) => ExteriorOutcome) {
  return (event: FormEvent<HTMLFormElement>) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) query.set(key, String(value));
    if (check(query).kind === "priced") recordConversion("estimate");
  };
}

const formClass = "mt-8 grid gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2";
const submitClass = "w-full rounded-md bg-brand-800 px-6 py-3.5 font-bold text-white hover:bg-brand-900 sm:w-auto";

function SidingForm({ query, errors }: { query: URLSearchParams; errors: ExteriorErrors }) {
  const material = sidingMaterialOf(query);
  return (
    <Form method="get" noValidate aria-label="Siding details" className={formClass} onSubmit={onPriced(sidingEstimate)}>
      <input type="hidden" name="for" value="siding" />
      <div className="sm:col-span-2">
        <label htmlFor="wall-area" className="block text-sm font-semibold text-slate-800">
          Wall area to cover (square feet)
        </label>
        <input
          id="wall-area"
          name="wallArea"
          inputMode="numeric"
          defaultValue={query.get("wallArea") ?? ""}
          className={`${controlClass(errors.wallArea)} max-w-xs`}
          aria-invalid={errors.wallArea ? true : undefined}
          aria-describedby={`wall-area-hint${errors.wallArea ? " wall-area-error" : ""}`}
        />
        <p id="wall-area-hint" className="mt-1 text-sm text-slate-600">
          Each wall&apos;s length times its height, added up, less garage doors and large windows. Gables count too.
        </p>
        <FieldError id="wall-area-error" text={errors.wallArea} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Siding</legend>
        <div className="mt-2 space-y-1">
          {sidingMaterials.map((option) => {
            const perFoot = sidingPerSquareFoot(option.id);
            return (
              <label key={option.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="material"
                  value={option.id}
                  defaultChecked={option.id === material}
                  className="accent-brand-700"
                />
                {option.label}{" "}
                <span className="text-sm text-slate-600">
                  ({unit(perFoot.low)} to {unit(perFoot.high)} per sq ft)
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <ZipField error={errors.zip} value={query.get("zip") ?? ""} />
      <div className="sm:col-span-2">
        <button type="submit" className={submitClass}>
          SEE MY SIDING PRICE RANGE
        </button>
      </div>
    </Form>
  );
}

function GutterForm({ query, errors }: { query: URLSearchParams; errors: ExteriorErrors }) {
  return (
    <Form method="get" noValidate aria-label="Gutter details" className={formClass} onSubmit={onPriced(gutterEstimate)}>
      <input type="hidden" name="for" value="gutters" />
      <div>
        <label htmlFor="gutter-feet" className="block text-sm font-semibold text-slate-800">
          Length of gutter (linear feet)
        </label>
        <input
          id="gutter-feet"
          name="feet"
          inputMode="numeric"
          defaultValue={query.get("feet") ?? ""}
          className={controlClass(errors.feet)}
          aria-invalid={errors.feet ? true : undefined}
          aria-describedby={`gutter-feet-hint${errors.feet ? " gutter-feet-error" : ""}`}
        />
        <p id="gutter-feet-hint" className="mt-1 text-sm text-slate-600">
          Add up every roof edge that has or needs a gutter. Downspouts are included in the price per foot.
        </p>
        <FieldError id="gutter-feet-error" text={errors.feet} />
      </div>
      <ZipField error={errors.zip} value={query.get("zip") ?? ""} />
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input type="checkbox" name="guards" value="yes" defaultChecked={query.get("guards") === "yes"} className="accent-brand-700" />
        Add gutter guards{" "}
        <span className="text-sm text-slate-600">
          ({unit(extras.gutterGuardPerFoot.low)} to {unit(extras.gutterGuardPerFoot.high)} per foot)
        </span>
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={submitClass}>
          SEE MY GUTTER PRICE RANGE
        </button>
      </div>
    </Form>
  );
}

function WindowsForm({ query, errors }: { query: URLSearchParams; errors: ExteriorErrors }) {
  const type = windowTypeOf(query);
  return (
    <Form method="get" noValidate aria-label="Window details" className={formClass} onSubmit={onPriced(windowsEstimate)}>
      <input type="hidden" name="for" value="windows" />
      <div>
        <label htmlFor="window-count" className="block text-sm font-semibold text-slate-800">
          Number of windows
        </label>
        <input
          id="window-count"
          name="count"
          inputMode="numeric"
          defaultValue={query.get("count") ?? ""}
          className={controlClass(errors.count)}
          aria-invalid={errors.count ? true : undefined}
          aria-describedby={`window-count-hint${errors.count ? " window-count-error" : ""}`}
        />
        <p id="window-count-hint" className="mt-1 text-sm text-slate-600">
          Count each opening to be replaced; a pair of windows in one frame counts as two.
        </p>
        <FieldError id="window-count-error" text={errors.count} />
      </div>
      <ZipField error={errors.zip} value={query.get("zip") ?? ""} />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">Type of window</legend>
        <div className="mt-2 space-y-1">
          {windowTypes.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="type" value={option} defaultChecked={option === type} className="accent-brand-700" />
              <span>
                {windowPrices[option].label[0]!.toUpperCase()}
                {windowPrices[option].label.slice(1)}{" "}
                <span className="text-sm text-slate-600">
                  ({unit(windowPrices[option].low)} to {unit(windowPrices[option].high)} each)
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={submitClass}>
          SEE MY WINDOWS PRICE RANGE
        </button>
      </div>
    </Form>
  );
}

type ExteriorKind = "siding" | "gutters" | "windows";

const ASSUMPTIONS: Record<ExteriorKind, readonly string[]> = {
  siding: [
    "The range includes removing the old siding, new house wrap, flashing at windows and doors, and trim at corners and openings.",
    "Rotted sheathing, new soffit and fascia, and lead-safe work on houses built before 1978 are priced on your written estimate if needed.",
    "This instant estimate is not a quote; your final price comes from a free, written estimate after we measure.",
  ],
  gutters: [
    "The range includes seamless aluminum gutters formed on site, downspouts and hangers, and taking down and hauling away the old gutters.",
    "Rotted fascia behind the gutters is replaced only if needed and priced on your written estimate.",
    "This instant estimate is not a quote; your final price comes from a free, written estimate after we measure.",
  ],
  windows: [
    "The range is per window installed: the old unit removed, the new one insulated, sealed and trimmed.",
    "Unusual sizes and shapes (bays, bows, arched tops), rotted frames and lead-safe work on houses built before 1978 are priced on your written estimate if needed.",
    "This instant estimate is not a quote; your final price comes from a free, written estimate after we measure.",
  ],
};

const WORDS: Record<ExteriorKind, { noun: string; service: string }> = {
  siding: { noun: "siding", service: "Siding" },
  gutters: { noun: "gutter", service: "Gutters" },
  windows: { noun: "windows", service: "Windows" },
};

function Result({ kind, outcome }: { kind: ExteriorKind; outcome: Extract<ExteriorOutcome, { kind: "priced" }> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  useReveal(heading, search);
  const { estimate, zip } = outcome;
  const range = `${formatDollars(estimate.low)} - ${formatDollars(estimate.high)}`;
  const { noun, service } = WORDS[kind];
  const notes = [`Instant ${noun} estimate: ${range}`, ...estimate.summary].join("\n");
  return (
    <section aria-labelledby="estimate-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2
        ref={heading}
        tabIndex={-1}
        id="estimate-heading"
        className="text-sm font-bold uppercase tracking-wider text-slate-600 outline-none"
      >
        Your estimated {noun} price range
      </h2>
      <p className="mt-2 text-4xl font-extrabold text-brand-800" data-testid="estimate-range">
        {range}
      </p>
      {priceSample.sample ? <SampleLabel kind={priceSample.sample} className="mt-2" /> : null}
      <ul className="mt-3 text-sm text-slate-700">
        {estimate.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>Region: {estimate.regionLabel}</li>
      </ul>
      <h3 className="mt-6 font-bold text-slate-900">What this estimate assumes</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {ASSUMPTIONS[kind].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-6">
        <Link
          to={scheduleLink({ service, zip, notes })}
          className="inline-flex min-h-11 items-center rounded-md bg-accent-500 px-5 font-bold text-slate-950 hover:bg-accent-400"
        >
          Book a free written estimate
        </Link>
      </p>
    </section>
  );
}

const ESTIMATES = {
  siding: { estimate: sidingEstimate, Form: SidingForm },
  gutters: { estimate: gutterEstimate, Form: GutterForm },
  windows: { estimate: windowsEstimate, Form: WindowsForm },
} as const;

/** The siding, gutter or windows estimate: its form, then its range once the form is complete. */
function ExteriorEstimate({ kind, query }: { kind: ExteriorKind; query: URLSearchParams }) {
  const outcome = ESTIMATES[kind].estimate(query);
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  const FormFor = ESTIMATES[kind].Form;
  return (
    <>
      <FormFor key={query.toString()} query={query} errors={errors} />
      {outcome.kind === "priced" ? <Result kind={kind} outcome={outcome} /> : null}
    </>
  );
}

/** The head of the siding, gutter and windows estimates: the roof estimate's, with their own title, description and keywords. */
export const exteriorEstimateMeta = {
  siding: {
    title: pageTitle("Instant Siding Estimate"),
    description:
      "Get an instant price range for new vinyl, insulated vinyl, fiber cement or engineered wood siding in Maryland or Delaware from your wall area and ZIP code.",
    keywords: ["siding cost", "siding estimate", "siding price per square foot"],
  },
  gutters: {
    title: pageTitle("Instant Gutter Estimate"),
    description:
      "Get an instant price range for new seamless gutters, with or without gutter guards, in Maryland or Delaware from their length and your ZIP code.",
    keywords: ["gutter cost", "gutter estimate", "gutter guards price per foot"],
  },
  windows: {
    title: pageTitle("Instant Windows Estimate"),
    description:
      "Get an instant price range for replacement windows in Maryland or Delaware from how many you need, their type and your ZIP code.",
    keywords: ["window replacement cost", "windows estimate", "replacement window price"],
  },
} as const;

const TITLES = {
  siding: {
    title: "Instant Siding Estimate",
    intro:
      "Answer three questions for a price range on new siding in Maryland or Delaware. It takes under a minute, and nothing is sent until you book.",
    service: { label: "Siding services", href: "/siding" },
  },
  gutters: {
    title: "Instant Gutter Estimate",
    intro:
      "Answer three questions for a price range on new seamless gutters in Maryland or Delaware. It takes under a minute, and nothing is sent until you book.",
    service: { label: "Roofing and gutters", href: "/roofing" },
  },
  windows: {
    title: "Instant Windows Estimate",
    intro:
      "Answer three questions for a price range on replacement windows in Maryland or Delaware. It takes under a minute, and nothing is sent until you book.",
    service: { label: "Window services", href: "/windows" },
  },
} as const;

/** The estimate page for siding, gutters or windows, in the same bare frame as the roof's. */
export function ExteriorEstimatePage({ kind, query }: { kind: ExteriorKind; query: URLSearchParams }) {
  const words = TITLES[kind];
  return (
    <EstimateFrame title={words.title} intro={words.intro} service={words.service}>
      <EstimateChoice kind={kind} />
      <ExteriorEstimate kind={kind} query={query} />
    </EstimateFrame>
  );
}
