import { useRef, useState } from "react";
import { Link, useActionData, useLoaderData, useLocation } from "react-router";
import { serviceForSearch } from "../../content/service-directory";
import { officeHoursText } from "../../contracts/business-settings";
import { callbackRule } from "../../contracts/callback";
import type { LeadReceipt } from "../../contracts/leads";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { officeAddress, telHref } from "../../contracts/site-config";
import { CallbackPromise } from "../components/callback-promise";
import { Claim } from "../components/claim";
import { ContactForm, contactLead, postedContactValues } from "../components/contact/contact-form";
import { ServiceMatch } from "../components/content/service-directory";
import { formValues, type PageActionArgs, postToApi } from "../lib/form-post";
import { pageLoader, pageMeta } from "../lib/page";
import { useReveal } from "../lib/reveal";
import { useSiteConfig } from "../lib/use-site-config";

export const handle = definePage({
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Free Consultation & Review Request"),
    description:
      "Request a free, written estimate or a review of your roof, siding or windows, or call about storm damage and active leaks.",
    pageType: "contact",
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
    canonical: "/contact",
    category: "primary",
    keywords: ["free estimate", "roofing quote", "contact roofer", "free consultation"],
  },
});

export const loader = pageLoader(handle, async ({ context }) => ({ stamp: await context.formStamp() }));

/** The form posted itself (its script had not arrived): the same lead, through the same API call. */
export async function action({ request, context }: PageActionArgs) {
  const values = formValues(await request.formData());
  const lead = contactLead(postedContactValues(values), {
    website: values.website ?? "",
    formStamp: values.formStamp ?? "",
    secondTap: values.secondTap || undefined,
    turnstileToken: values["cf-turnstile-response"] || undefined,
  });
  // The moment the request was taken: the confirmation's "when will someone call?" is answered for it.
  return {
    ...(await postToApi<LeadReceipt>(context, "/api/leads", lead, values)),
    name: (values.name ?? "").trim(),
    at: new Date().toISOString(),
  };
}
export const meta = pageMeta;

const nextSteps = (promise: string) => [
  `A project advisor reviews your request and contacts you ${promise}, the way you asked us to.`,
  "We schedule a free onsite consultation at a time that suits you.",
  "You receive a free, written estimate with materials, timeline and warranty spelled out.",
];

function Received({ receipt, name, at, onAnother }: { receipt: LeadReceipt; name: string; at?: string; onAnother: () => void }) {
  const config = useSiteConfig();
  const { phone } = config;
  const first = name.split(/\s+/)[0];
  const heading = useRef<HTMLHeadingElement>(null);
  useReveal(heading, receipt.id);
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-6 sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-emerald-900 outline-none">
        Request received
      </h2>
      <p className="mt-3 text-lg text-emerald-950">
        Thank you{first ? `, ${first}` : ""}! <CallbackPromise at={at} />
      </p>
      <p className="mt-2 text-slate-700">
        Your reference number is <strong className="font-mono">{receipt.id.slice(0, 8).toUpperCase()}</strong>. For an active leak or storm
        damage, call us now at{" "}
        <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
          {phone}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/schedule" className="rounded-md bg-accent-500 px-5 py-2.5 font-bold text-slate-950 hover:bg-accent-400">
          Book your onsite consultation now
        </Link>
        <button
          type="button"
          onClick={onAnother}
          className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Send another request
        </button>
      </div>
    </div>
  );
}

export default function ContactPage() {
  const search = (new URLSearchParams(useLocation().search).get("search") ?? "").trim().slice(0, 200);
  const config = useSiteConfig();
  const { phone, email } = config;
  const { stamp } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const [received, setReceived] = useState<{ receipt: LeadReceipt; name: string; at?: string } | null>(() =>
    posted?.ok ? { receipt: posted.answer, name: posted.name, at: posted.at } : null,
  );
  const [formKey, setFormKey] = useState(0);
  // The service page the search names, and its price, beside the form (SPEC's form and prefill stay as they are).
  const matched = search ? serviceForSearch(search) : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Free consultation</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Free Consultation &amp; Review Request</h1>
        <p className="mt-4 text-lg text-slate-700">
          Tell us about your roof, siding or windows. We will review it and prepare a free, written estimate: no pressure, no obligation.
        </p>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        {/* Above the form on a phone, beside it on a laptop. */}
        {matched && !received ? (
          <aside className="lg:col-start-3 lg:row-start-1" aria-label="The service you searched for">
            <ServiceMatch entry={matched} />
          </aside>
        ) : null}
        <section
          className={matched && !received ? "lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1" : "lg:col-span-2"}
          aria-label="Request form"
        >
          {search && !received ? (
            <p className="mb-6 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800" data-testid="search-notice">
              You searched for <strong>&ldquo;{search}&rdquo;</strong>. We added it to your message below.
            </p>
          ) : null}
          {received ? (
            <Received
              receipt={received.receipt}
              name={received.name}
              at={received.at}
              onAnother={() => {
                setReceived(null);
                setFormKey((k) => k + 1);
              }}
            />
          ) : (
            <ContactForm
              key={`${search}|${formKey}`}
              search={search}
              stamp={stamp}
              posted={posted && !posted.ok && formKey === 0 ? posted : undefined}
              onReceived={(receipt, name) => setReceived({ receipt, name })}
            />
          )}
        </section>
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <div className="rounded-lg bg-brand-950 p-6 text-white">
            <h2 className="text-lg font-bold">Roof leaking right now?</h2>
            <p className="mt-2 text-slate-200">
              Storm damage and active leaks: <Claim word="emergencyAnswered" />.
            </p>
            <a
              href={telHref(phone)}
              className="mt-4 inline-block rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400"
            >
              Emergency: {phone}
            </a>
          </div>
          <div className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-lg font-bold text-slate-900">Contact details</h2>
            <dl className="mt-3 space-y-2 text-slate-700">
              <div>
                <dt className="text-sm font-semibold text-slate-500">Phone</dt>
                <dd>
                  <a href={telHref(phone)} className="text-brand-700 underline">
                    {phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-500">Email</dt>
                <dd>
                  <a href={`mailto:${email}`} className="text-brand-700 underline">
                    {email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-500">Office</dt>
                <dd>{officeAddress(config)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-500">Office hours</dt>
                <dd data-testid="office-hours">{officeHoursText(config)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-500">
                  <Claim word="licensedContractor" />
                </dt>
                <dd>{config.legalName}</dd>
                <dd>{config.mhicLicense}</dd>
                <dd>{config.deLicense}</dd>
              </div>
            </dl>
          </div>
          <div className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-lg font-bold text-slate-900">What happens next</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
              {nextSteps(callbackRule(config)).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-4 text-sm text-slate-600">
              Prefer to pick a time yourself?{" "}
              <Link to="/schedule" className="font-semibold text-brand-700 underline">
                Book an onsite consultation
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
