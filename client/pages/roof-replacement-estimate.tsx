import { useRef, useState } from "react";
import { Link, useActionData, useLoaderData, useLocation } from "react-router";
import { estimateAssumptions, type RoofMaterial, type RoofPitch, roofMaterials, roofPitches } from "../../content/estimate";
import { priceSample } from "../../content/price-facts.built";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { Claim } from "../components/claim";
import { EstimateFrame } from "../components/estimate/estimate-frame";
import { EstimateChoice, ExteriorEstimatePage, exteriorEstimateMeta } from "../components/estimate/exterior-estimate";
import { type PostedQuote, QuoteForm, quoteLead } from "../components/estimate/quote-form";
import { controlClass } from "../components/forms/fields";
import { SampleLabel } from "../components/sample-label";
import { recordConversion } from "../lib/attribution/conversions";
import { estimateKind } from "../lib/exterior-estimate";
import { formValues, type PageActionArgs, postToApi } from "../lib/form-post";
import { formatDollars } from "../lib/loan";
import { pageLoader, pageMeta } from "../lib/page";
import { useReveal } from "../lib/reveal";
import { checkEstimateInput, type EstimateErrors, type EstimateInput, estimateRoof } from "../lib/roof-estimate";
import { scheduleLink } from "../lib/schedule-link";

export const handle = definePage({
  bare: true,
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Instant Roof Replacement Estimate"),
    description:
      "Get an instant price range for a new roof in Maryland or Delaware from your roof size, pitch and material, then lock in an exact written quote.",
    breadcrumbs: [{ name: "Roof Replacement Estimate", path: "/roof-replacement-estimate" }],
    category: "primary",
    keywords: ["roof replacement cost", "roof estimate", "roof price calculator"],
  },
});

/**
 * The quote form's signed stamp; the siding and gutter estimates (?for=siding, ?for=gutters) have
 * titles of their own.
 */
export const loader = pageLoader(handle, async ({ request, context }) => {
  const kind = estimateKind(new URL(request.url).searchParams);
  const stamp = await context.formStamp();
  return kind === "roof" ? { stamp } : { stamp, meta: { ...handle.meta!, ...exteriorEstimateMeta[kind] } };
});
export const meta = pageMeta;

const DEFAULT_INPUT: EstimateInput = {
  sizeMode: "roof",
  roofArea: 0,
  homeArea: 0,
  stories: 2,
  pitch: "medium",
  layers: 1,
  material: "asphalt-architectural",
  zip: "",
};

const wholeNumber = (text: string | undefined) => Number((text ?? "").replace(/\D/g, "").slice(0, 7)) || 0;
const oneOf = <T extends string | number>(value: T, choices: readonly T[], fallback: T): T => (choices.includes(value) ? value : fallback);

/** The estimate's fields as a posted form sends them (the quote form carries them along, hidden). */
function postedEstimate(values: Record<string, string>): EstimateInput {
  return {
    sizeMode: values.sizeMode === "home" ? "home" : "roof",
    roofArea: wholeNumber(values.roofArea),
    homeArea: wholeNumber(values.homeArea),
    stories: oneOf(
      Number(values.stories),
      STORIES.map((s) => s.value),
      DEFAULT_INPUT.stories,
    ),
    pitch: oneOf(
      values.pitch as RoofPitch,
      roofPitches.map((p) => p.id),
      DEFAULT_INPUT.pitch,
    ),
    layers: oneOf(Number(values.layers), [1, 2, 3], DEFAULT_INPUT.layers),
    material: oneOf(
      values.material as RoofMaterial,
      roofMaterials.map((m) => m.id),
      DEFAULT_INPUT.material,
    ),
    zip: (values.zip ?? "").trim().slice(0, 5),
  };
}

/** The estimate's fields as hidden form values, for the quote form to post along. */
const estimateFields = (input: EstimateInput): Record<string, string> =>
  Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)]));

/**
 * A form of this page posted itself (its script had not arrived): "SEE MY PRICE RANGE" works the
 * estimate out here, "GET MY EXACT QUOTE" sends the lead through the same API call the script makes.
 */
export async function action({ request, context }: PageActionArgs) {
  const values = formValues(await request.formData());
  const input = postedEstimate(values);
  const errors = checkEstimateInput(input);
  if (values.intent !== "quote" || Object.keys(errors).length > 0) return { input, errors, quote: undefined };
  const estimate = estimateRoof(input);
  const details = describe(input, `${formatDollars(estimate.low)} - ${formatDollars(estimate.high)}`, estimate.squares);
  const lead = quoteLead(
    { name: values.name ?? "", email: values.email ?? "", phone: values.phone ?? "", address: values.address ?? "" },
    { zip: input.zip, details },
    {
      website: values.website ?? "",
      formStamp: values.formStamp ?? "",
      secondTap: values.secondTap || undefined,
      turnstileToken: values["cf-turnstile-response"] || undefined,
    },
  );
  const answer = await postToApi(context, "/api/leads", lead, values);
  const quote: PostedQuote = answer.ok ? { ok: true } : answer;
  return { input, errors, quote };
}

const STORIES = [
  { value: 1, label: "1 story" },
  { value: 1.5, label: "1½ stories (Cape Cod)" },
  { value: 2, label: "2 stories" },
  { value: 3, label: "3 stories" },
] as const;

const fieldClass = controlClass();

function describe(input: EstimateInput, range: string, squares: number): string {
  const material = roofMaterials.find((m) => m.id === input.material)?.label ?? input.material;
  const pitch = roofPitches.find((p) => p.id === input.pitch)?.label ?? input.pitch;
  const size = input.sizeMode === "roof" ? `${input.roofArea} sq ft roof` : `${input.homeArea} sq ft home, ${input.stories} stories`;
  return [
    `Instant estimate: ${range}`,
    `Size: ${size} (${squares} squares with waste)`,
    `Pitch: ${pitch}`,
    `Existing layers: ${input.layers}`,
    `Material: ${material}`,
    `ZIP: ${input.zip}`,
  ].join("\n");
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/** The instant estimate, shown without the site's header and footer: the roof's, or siding's or gutters' (?for=siding, ?for=gutters). */
export default function InstantEstimatePage() {
  const query = new URLSearchParams(useLocation().search);
  const kind = estimateKind(query);
  return kind === "roof" ? <RoofReplacementEstimatePage /> : <ExteriorEstimatePage kind={kind} query={query} />;
}

/** The instant roof replacement estimate. */
function RoofReplacementEstimatePage() {
  const { stamp } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const [input, setInput] = useState<EstimateInput>(posted?.input ?? DEFAULT_INPUT);
  const [errors, setErrors] = useState<EstimateErrors>(posted?.errors ?? {});
  const [shown, setShown] = useState<EstimateInput | null>(() => (posted && Object.keys(posted.errors).length === 0 ? posted.input : null));
  // The price appears below the form, off-screen on a phone: bring it into view (each new estimate).
  const priceHeading = useRef<HTMLHeadingElement>(null);
  useReveal(priceHeading, shown);
  const set = <K extends keyof EstimateInput>(key: K, value: EstimateInput[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const estimate = shown ? estimateRoof(shown) : null;
  const range = estimate ? `${formatDollars(estimate.low)} - ${formatDollars(estimate.high)}` : "";

  return (
    <EstimateFrame
      title="Instant Roof Replacement Estimate"
      intro="Answer five questions for a price range on a new roof in Maryland or Delaware. It takes under a minute, and nothing is sent until you ask for your exact quote."
      service={{ href: "/roofing", label: "Roofing services" }}
    >
      <EstimateChoice kind="roof" />
      <form
        method="post"
        action="/roof-replacement-estimate"
        noValidate
        className="mt-8 grid gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
        aria-label="Roof details"
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkEstimateInput(input);
          setErrors(found);
          if (Object.keys(found).length === 0) {
            setShown({ ...input, zip: input.zip.trim() });
            recordConversion("estimate");
          } else setShown(null);
        }}
      >
        {/* Both sizes are in the page; the chosen one shows (by the radio's state, so also before the script). */}
        <fieldset className="group sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-800">1. How big is the roof?</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="sizeMode"
                value="roof"
                checked={input.sizeMode === "roof"}
                onChange={() => set("sizeMode", "roof")}
                className="accent-brand-700"
              />
              I know the roof area
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="sizeMode"
                value="home"
                checked={input.sizeMode === "home"}
                onChange={() => set("sizeMode", "home")}
                className="accent-brand-700"
              />
              Use my home&apos;s size
            </label>
          </div>
          <div className="mt-3 max-w-xs group-has-[[value=home]:checked]:hidden">
            <label htmlFor="roof-area" className="block text-sm font-semibold text-slate-800">
              Roof area (square feet)
            </label>
            <input
              id="roof-area"
              name="roofArea"
              inputMode="numeric"
              className={controlClass(errors.roofArea)}
              value={input.roofArea || ""}
              onChange={(e) => set("roofArea", Number(e.target.value.replace(/\D/g, "")))}
              aria-invalid={errors.roofArea ? true : undefined}
              aria-describedby={errors.roofArea ? "roof-area-error" : undefined}
            />
            <FieldError id="roof-area-error" text={errors.roofArea} />
          </div>
          <div className="mt-3 hidden max-w-lg gap-4 group-has-[[value=home]:checked]:grid sm:grid-cols-2">
            <div>
              <label htmlFor="home-area" className="block text-sm font-semibold text-slate-800">
                Finished living area (sq ft)
              </label>
              <input
                id="home-area"
                name="homeArea"
                inputMode="numeric"
                className={controlClass(errors.homeArea)}
                value={input.homeArea || ""}
                onChange={(e) => set("homeArea", Number(e.target.value.replace(/\D/g, "")))}
                aria-invalid={errors.homeArea ? true : undefined}
                aria-describedby={errors.homeArea ? "home-area-error" : undefined}
              />
              <FieldError id="home-area-error" text={errors.homeArea} />
            </div>
            <div>
              <label htmlFor="stories" className="block text-sm font-semibold text-slate-800">
                Stories
              </label>
              <select
                id="stories"
                name="stories"
                className={fieldClass}
                value={input.stories}
                onChange={(e) => set("stories", Number(e.target.value))}
              >
                {STORIES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <div>
          <label htmlFor="pitch" className="block text-sm font-semibold text-slate-800">
            2. Roof pitch
          </label>
          <select
            id="pitch"
            name="pitch"
            className={fieldClass}
            value={input.pitch}
            onChange={(e) => set("pitch", e.target.value as RoofPitch)}
          >
            {roofPitches.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-slate-600">{roofPitches.find((p) => p.id === input.pitch)?.description}</p>
        </div>
        <div>
          <label htmlFor="layers" className="block text-sm font-semibold text-slate-800">
            3. Layers of old roofing
          </label>
          <select
            id="layers"
            name="layers"
            className={fieldClass}
            value={input.layers}
            onChange={(e) => set("layers", Number(e.target.value))}
          >
            <option value={1}>1 layer</option>
            <option value={2}>2 layers</option>
            <option value={3}>3 layers</option>
          </select>
        </div>
        <div>
          <label htmlFor="material" className="block text-sm font-semibold text-slate-800">
            4. New roofing material
          </label>
          <select
            id="material"
            name="material"
            className={fieldClass}
            value={input.material}
            onChange={(e) => set("material", e.target.value as RoofMaterial)}
          >
            {roofMaterials.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-slate-600">{roofMaterials.find((m) => m.id === input.material)?.note}</p>
        </div>
        <div>
          <label htmlFor="zip" className="block text-sm font-semibold text-slate-800">
            5. ZIP code
          </label>
          <input
            id="zip"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            className={controlClass(errors.zip)}
            value={input.zip}
            onChange={(e) => set("zip", e.target.value)}
            aria-invalid={errors.zip ? true : undefined}
            aria-describedby={errors.zip ? "zip-error" : undefined}
          />
          <FieldError id="zip-error" text={errors.zip} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value="estimate"
            className="w-full rounded-md bg-brand-800 px-6 py-3.5 font-bold text-white hover:bg-brand-900 sm:w-auto"
          >
            SEE MY PRICE RANGE
          </button>
        </div>
      </form>

      {estimate && shown ? (
        <section aria-labelledby="estimate-heading" className="mt-8 grid gap-6 lg:grid-cols-5">
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-span-3">
            <h2
              ref={priceHeading}
              tabIndex={-1}
              id="estimate-heading"
              className="text-sm font-bold uppercase tracking-wider text-slate-600 outline-none"
            >
              Your estimated price range
            </h2>
            <p className="mt-2 text-4xl font-extrabold text-brand-800" data-testid="estimate-range">
              {range}
            </p>
            {priceSample.sample ? <SampleLabel kind={priceSample.sample} className="mt-2" /> : null}
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-500">Roof area used</dt>
                <dd className="font-semibold">{estimate.roofArea.toLocaleString("en-US")} sq ft</dd>
              </div>
              <div>
                <dt className="text-slate-500">Squares with waste</dt>
                <dd className="font-semibold">{estimate.squares}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Region</dt>
                <dd className="font-semibold">{estimate.regionLabel}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Warranty</dt>
                <dd className="font-semibold">
                  <Claim word="warrantyTerm" />
                </dd>
              </div>
            </dl>
            {estimate.minimumApplied ? (
              <p className="mt-3 text-sm text-slate-600">Small roofs are priced at our minimum job charge.</p>
            ) : null}
            <h3 className="mt-6 font-bold text-slate-900">What this estimate assumes</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
              {estimateAssumptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
            <h2 className="text-xl font-bold text-slate-900">Get your exact quote</h2>
            <p className="mt-2 text-sm text-slate-700">
              A free onsite consultation turns this range into a written price. We will call to set it up, or{" "}
              <Link
                to={scheduleLink({ service: "Roofing", zip: shown.zip, notes: describe(shown, range, estimate.squares) })}
                className="font-semibold text-brand-700 underline"
              >
                book a consultation yourself
              </Link>
              .
            </p>
            <div className="mt-4">
              <QuoteForm
                zip={shown.zip}
                details={describe(shown, range, estimate.squares)}
                stamp={stamp}
                hidden={estimateFields(shown)}
                posted={posted?.quote}
              />
            </div>
          </div>
        </section>
      ) : null}
    </EstimateFrame>
  );
}
