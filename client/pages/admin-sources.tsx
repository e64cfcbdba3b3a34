import { useLoaderData } from "react-router";
import { checkAdminSession, checkSourcesReport, checkVitalsReport } from "../../contracts/admin-answers";
import { dayLabel, isCalendarDate } from "../../contracts/dates";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { checkReviewStats } from "../../contracts/review-input";
import { CREDITS, type Credit, conversionRate } from "../../contracts/sources";
import { AdminFrame, Panel } from "../components/admin/admin-frame";
import { ReviewMonths } from "../components/admin/review-months";
import { PhoneTapTable, SourceTable } from "../components/admin/source-tables";
import { VitalsTable, VitalsThresholds } from "../components/admin/vitals-table";
import { adminLoad, queryString } from "../lib/admin/api";
import { useGetFormSubmit } from "../lib/get-form";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  meta: adminPageMeta(
    "Sources",
    "Where leads come from: channels, campaigns, landing pages and city pages, with visits and conversion rates.",
  ),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context, request }: PageLoaderArgs) {
  const url = new URL(request.url);
  const day = (name: string) => {
    const value = url.searchParams.get(name) ?? "";
    return isCalendarDate(value) ? value : undefined;
  };
  const asked = url.searchParams.get("credit");
  const credit = CREDITS.find((each) => each === asked);
  const [me, report, vitals, reviewMonths] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, `/api/admin/sources${queryString({ from: day("from"), to: day("to"), credit })}`, checkSourcesReport),
    adminLoad(context, "/api/admin/vitals", checkVitalsReport),
    adminLoad(context, "/api/admin/reviews/stats", checkReviewStats),
  ]);
  return { me, report, vitals, reviewMonths };
}

const CREDIT_WORDS: Record<Credit, string> = {
  first: "First touch: what first brought the visitor",
  last: "Last touch: the visit that became the lead",
};
// Every control at least 44 px tall: the office works this screen on a phone.
const control = "mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
const button =
  "inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/**
 * /admin/sources: where leads come from, by channel, campaign, landing page and town, with the
 * visits behind them; and how fast visitors found the pages (p75 per page type, last 7 and 28 days).
 */
export default function AdminSourcesPage() {
  const { me, report, vitals, reviewMonths } = useLoaderData<typeof loader>();
  const filter = useGetFormSubmit();
  const { from, to, credit, totals } = report;
  const period = queryString({ from, to });
  const rate = conversionRate(totals) ?? "-";
  return (
    <AdminFrame title="Sources" session={me}>
      <form
        method="get"
        onSubmit={filter}
        className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <label className="text-sm font-medium text-slate-700">
          From
          <input type="date" name="from" defaultValue={from} className={control} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          To
          <input type="date" name="to" defaultValue={to} className={control} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Credit each lead to
          <select name="credit" defaultValue={credit} className={control}>
            {CREDITS.map((each) => (
              <option key={each} value={each}>
                {CREDIT_WORDS[each]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Show
        </button>
        <div className="ml-auto flex flex-wrap gap-2">
          <a href={`/api/admin/sources.csv${queryString({ from, to, credit })}`} download className={button}>
            Export CSV
          </a>
          <a href={`/api/admin/sources/google-ads.csv${period}`} download className={button}>
            Google Ads conversions
          </a>
          <a href={`/api/admin/sources/microsoft-ads.csv${period}`} download className={button}>
            Microsoft Ads conversions
          </a>
        </div>
      </form>
      <p className="text-sm text-slate-700" data-testid="sources-summary">
        {dayLabel(from)} to {dayLabel(to)}: {totals.visits?.toLocaleString("en-US")} visits, {totals.leads.toLocaleString("en-US")} leads (
        {rate} of visits became a person asking for work; repeat requests count once), {totals.booked} booked, {totals.won} won. Leads are
        credited to their {credit} touch; visits to the channel of each visit. The conversion exports hold won jobs from ad clicks, for the
        ad account's offline conversion upload.
      </p>
      <Panel title="Funnel by channel">
        <SourceTable name="Channel" rows={report.channels} totals={totals} funnel empty="No visits or leads in this period." />
      </Panel>
      <Panel title="By campaign">
        <SourceTable name="Campaign" rows={report.campaigns} empty="No tagged campaigns in this period." />
      </Panel>
      <Panel title="By landing page">
        <SourceTable name="Landing page" rows={report.landingPages} empty="No landing pages in this period." />
      </Panel>
      <Panel title="By city page">
        <SourceTable name="Town" rows={report.cityPages} empty="No city pages in this period." />
      </Panel>
      <Panel title="Phone taps by page">
        <PhoneTapTable rows={report.phoneTaps} />
      </Panel>
      <Panel title="Speed as visitors feel it">
        <div className="space-y-6">
          {vitals.periods.map((period) => (
            <VitalsTable key={period.days} period={period} />
          ))}
          <VitalsThresholds />
        </div>
      </Panel>
      <Panel title="Reviews by month">
        <ReviewMonths months={reviewMonths.months} />
      </Panel>
      <p className="text-sm text-slate-600">
        Won value fills in once deal values are recorded on won leads. Visit counts come from the site's own counter: no cookies, and
        browsers that block scripts or are bots are not counted.
      </p>
    </AdminFrame>
  );
}
