import { useId, useState } from "react";
import { financingCalculator as presets } from "../../../content/pages/financing";
import { loanRates } from "../../../contracts/business-settings";
import { countOf } from "../../../contracts/text";
import { formatDollars, monthlyPayment } from "../../lib/loan";
import { useSiteConfig } from "../../lib/use-site-config";
import { controlClass } from "../forms/fields";

const termLabel = (months: number) =>
  months % 12 === 0 ? `${countOf(months / 12, "year")} (${countOf(months, "month")})` : countOf(months, "month");

/**
 * Monthly payment calculator: amount, term and APR, with the payment across the lender's APR
 * range (configuration; example rates, marked as such, until it is set). Everything is computed
 * in the page; nothing is sent anywhere.
 */
export function PaymentCalculator() {
  const id = useId();
  const rates = loanRates(useSiteConfig());
  const [amountText, setAmountText] = useState(String(presets.defaultAmount));
  const [term, setTerm] = useState<number>(presets.defaultTerm);
  const [apr, setApr] = useState<number>(rates.typical);

  const amount = Number(amountText.replace(/[$,\s]/g, ""));
  const amountError =
    !Number.isFinite(amount) || amountText.trim() === ""
      ? "Enter the project amount in dollars"
      : amount < presets.minAmount || amount > presets.maxAmount
        ? `Enter an amount between ${formatDollars(presets.minAmount)} and ${formatDollars(presets.maxAmount)}`
        : null;
  const valid = amountError === null;
  const payment = valid ? monthlyPayment(amount, apr, term) : 0;
  const low = valid ? monthlyPayment(amount, rates.low, term) : 0;
  const high = valid ? monthlyPayment(amount, rates.high, term) : 0;
  const interest = valid ? payment * term - amount : 0;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        Monthly Payment Calculator
      </h2>
      <p className="mt-2 text-sm text-slate-600">Your figures stay on this page; nothing you enter is sent to us or to a lender.</p>
      {rates.fromPartner ? null : (
        <p
          data-testid="example-rates"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {presets.exampleNote}
        </p>
      )}
      <form className="mt-6 grid gap-5 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold text-slate-800">
            Project amount
          </label>
          <div className="relative mt-1">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">$</span>
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={valid ? undefined : true}
              aria-describedby={valid ? undefined : `${id}-amount-error`}
              className="block w-full rounded-md border border-slate-300 bg-white py-2.5 pl-7 pr-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
          </div>
          {amountError ? (
            <p id={`${id}-amount-error`} className="mt-1 text-sm font-medium text-red-700">
              {amountError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-term`} className="block text-sm font-semibold text-slate-800">
            Loan term
          </label>
          <select id={`${id}-term`} value={term} onChange={(event) => setTerm(Number(event.target.value))} className={controlClass()}>
            {presets.terms.map((months) => (
              <option key={months} value={months}>
                {termLabel(months)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-apr`} className="block text-sm font-semibold text-slate-800">
            APR: <output htmlFor={`${id}-apr`}>{apr.toFixed(2)}%</output>
          </label>
          <input
            id={`${id}-apr`}
            type="range"
            min={rates.low}
            max={rates.high}
            step={0.25}
            value={apr}
            onChange={(event) => setApr(Number(event.target.value))}
            className="mt-3 block w-full accent-brand-700"
          />
          <div className="mt-1 flex justify-between text-xs text-slate-500">
            <span>{rates.low}%</span>
            <span>{rates.high}%</span>
          </div>
        </div>
      </form>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3" aria-live="polite">
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Estimated monthly payment</dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-800" data-testid="monthly-payment">
            {valid ? formatDollars(payment, true) : "—"}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">
            Across {rates.low}% to {rates.high}% APR{rates.fromPartner ? "" : " (example rates)"}
          </dt>
          <dd className="mt-1 text-xl font-bold text-slate-900" data-testid="payment-range">
            {valid ? `${formatDollars(low, true)} to ${formatDollars(high, true)}` : "—"}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Total interest over the term</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900" data-testid="total-interest">
            {valid ? formatDollars(interest, true) : "—"}
          </dd>
        </div>
      </dl>
      <p className="mt-6 text-xs leading-relaxed text-slate-600">{presets.disclaimer}</p>
    </section>
  );
}
