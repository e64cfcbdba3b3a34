import type { ReactNode } from "react";
import { Link } from "react-router";
import { business } from "../../../content/business";
import { priceSample } from "../../../content/price-facts.built";
import { telHref } from "../../../contracts/site-config";
import { useSiteConfig } from "../../lib/use-site-config";
import { BusinessIdentityLine } from "../business-identity";
import { SampleLabel } from "../sample-label";

/**
 * The instant estimates' bare frame (roof, siding, gutters): the business and its phone number
 * on a dark bar, the title and what the estimate does, the estimate itself, then the service's
 * page, financing and home. The prices it works from are marked while they are the template's.
 */
export function EstimateFrame({
  title,
  intro,
  service,
  children,
}: {
  title: string;
  intro: string;
  service: { href: string; label: string };
  children: ReactNode;
}) {
  const { phone } = useSiteConfig();
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <Link to="/" className="font-bold">
            {business.name}
          </Link>
          <a href={telHref(phone)} className="text-sm font-semibold text-accent-300 underline">
            Questions? Call {phone}
          </a>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>
        {priceSample.sample ? <SampleLabel kind={priceSample.sample} className="mt-3" /> : null}
        {children}
        <p className="mt-10 text-sm text-slate-600">
          <Link to={service.href} className="underline">
            {service.label}
          </Link>{" "}
          ·{" "}
          <Link to="/financing" className="underline">
            Financing
          </Link>{" "}
          ·{" "}
          <Link to="/" className="underline">
            {business.name} home
          </Link>
        </p>
        <BusinessIdentityLine />
      </div>
    </div>
  );
}
