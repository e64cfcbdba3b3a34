import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from "react-router";
import { AdminFrame, elapsedSince, formatWhen, Panel, StatusBadge, TableHead, td } from "../components/admin/admin-frame";
import { LeadsChart } from "../components/admin/leads-chart";
import { SystemPanel } from "../components/admin/system-panel";
import { checkAdminSession, checkDashboard, checkLeadFacets, checkLeadPage, checkSystemStatus } from "../lib/admin/answers";
import { adminLoad, queryString } from "../lib/admin/api";
import { type Dashboard, type LeadFacets, type LeadPageAnswer, type Period, RESPONSE_PROMISE_MS } from "../lib/contracts/admin";
import { useGetFormSubmit } from "../lib/get-form";

/** The lead list's filters, as the address carries them (and the API takes them). */
const FILTERS = ["status", "source", "service", "from", "to", "q", "cursor"] as const;

function filtersOf(url: URL): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const filters = filtersOf(new URL(request.url));
  const [me, dashboard, system, facets, leads] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, "/api/admin/dashboard", checkDashboard),
    adminLoad(context, "/api/admin/system", checkSystemStatus),
    adminLoad(context, "/api/admin/leads/facets", checkLeadFacets),
    adminLoad(context, `/api/admin/leads${queryString(filters)}`, checkLeadPage),
  ]);
  return { me, dashboard, system, facets, leads, filters };
}

function PeriodCard({ title, period }: { title: string; period: Period }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <p className="mt-1 text-3xl font-bold text-slate-900">
        {period.leads} <span className="text-base font-medium text-slate-600">new lead{period.leads === 1 ? "" : "s"}</span>
      </p>
      <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
        {period.bySource.map((row) => (
          <li key={row.source} className="flex justify-between gap-3">
            <span>{row.source}</span>
            <span className="tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 border-t border-slate-100 pt-2 text-sm text-slate-700">
        {period.appointments} consultation{period.appointments === 1 ? "" : "s"} on the calendar
      </p>
    </div>
  );
}

function Glance({ dashboard }: { dashboard: Dashboard }) {
  const now = Date.parse(dashboard.now);
  const waiting = dashboard.waiting.count;
  return (
    <section aria-label="At a glance" className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <PeriodCard title="Today" period={dashboard.today} />
      <PeriodCard title="This week" period={dashboard.week} />
      <div
        data-testid="waiting-leads"
        className={`rounded-lg border p-4 shadow-sm ${waiting > 0 ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
      >
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Waiting past 2 hours</h3>
        <p className={`mt-1 text-3xl font-bold ${waiting > 0 ? "text-red-800" : "text-slate-900"}`}>{waiting}</p>
        {waiting > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {dashboard.waiting.oldest.slice(0, 5).map((lead) => (
              <li key={lead.id}>
                <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-red-900 underline">
                  {lead.name}
                </Link>{" "}
                <span className="text-red-900">waiting {elapsedSince(lead.createdAt, now)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Every new lead has been answered within the promise.</p>
        )}
      </div>
      <div
        className={`rounded-lg border p-4 shadow-sm ${dashboard.failedDeliveries > 0 ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
      >
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Failed deliveries</h3>
        <p className="mt-1 text-3xl font-bold text-slate-900">{dashboard.failedDeliveries}</p>
        <Link to="/admin/delivery?status=failed" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          {dashboard.failedDeliveries > 0 ? "Review and retry" : "Delivery log"}
        </Link>
      </div>
    </section>
  );
}

const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

function LeadFilters({ facets, filters }: { facets: LeadFacets; filters: Record<string, string> }) {
  const filter = useGetFormSubmit();
  const select = (name: "status" | "source" | "service", label: string, options: string[]) => (
    <label className="text-sm font-medium text-slate-700">
      {label}
      <select name={name} defaultValue={filters[name] ?? ""} className={input}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the named search landmark, as it was with React Router's Form
    <form
      method="get"
      onSubmit={filter}
      role="search"
      aria-label="Filter leads"
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7 lg:items-end"
    >
      <label className="text-sm font-medium text-slate-700 sm:col-span-3 lg:col-span-2">
        Search
        <input type="search" name="q" defaultValue={filters.q ?? ""} placeholder="Name, e-mail, phone or ZIP" className={input} />
      </label>
      {select("status", "Status", facets.statuses)}
      {select("source", "Source", facets.sources)}
      {select("service", "Service", facets.services)}
      <label className="text-sm font-medium text-slate-700">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={input} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={input} />
      </label>
      <div className="flex gap-2 sm:col-span-3 lg:col-span-7">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800">
          Filter
        </button>
        <Link to="/admin" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          Clear
        </Link>
      </div>
    </form>
  );
}

function LeadList({ leads, filters, now }: { leads: LeadPageAnswer; filters: Record<string, string>; now: number }) {
  const params = new URLSearchParams(useLocation().search);
  const { cursor: _, ...withoutCursor } = filters;
  const next = new URLSearchParams(params);
  if (leads.next) next.set("cursor", leads.next);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-sm">
          <TableHead columns={["Received", "Name", "Contact", "Service", "Source", "Status"]} />
          <tbody className="divide-y divide-slate-100">
            {leads.leads.map((lead) => {
              const late = lead.status === "new" && now - Date.parse(lead.createdAt) > RESPONSE_PROMISE_MS;
              return (
                <tr key={lead.id} data-testid="lead-row" data-waiting={late || undefined} className={late ? "bg-red-50" : undefined}>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatWhen(lead.createdAt)}
                    {late ? (
                      <span className="block text-xs font-semibold text-red-800">Waiting {elapsedSince(lead.createdAt, now)}</span>
                    ) : null}
                  </td>
                  <td className={td}>
                    <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-800 underline">
                      {lead.name}
                    </Link>
                    {lead.outOfArea ? (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Out of area</span>
                    ) : null}
                  </td>
                  <td className={td}>
                    <span className="block">{lead.phone || "-"}</span>
                    <span className="block text-slate-600">{lead.email}</span>
                  </td>
                  <td className={td}>{lead.service}</td>
                  <td className={td}>{lead.source}</td>
                  <td className={td}>
                    <StatusBadge status={lead.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {leads.leads.length === 0 ? <p className="py-6 text-center text-slate-600">No leads match these filters.</p> : null}
      <nav aria-label="Lead pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {filters.cursor ? (
          <Link
            to={`/admin${queryString(withoutCursor)}`}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            First page
          </Link>
        ) : null}
        {leads.next ? (
          <Link
            to={`/admin?${next.toString()}`}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}

/** /admin: today and this week at a glance, the weekly chart, the lead list and the system's health. */
export default function AdminDashboardPage() {
  const { me, dashboard, system, facets, leads, filters } = useLoaderData<typeof loader>();
  const { cursor: _, ...exportFilters } = filters;
  const now = Date.parse(dashboard.now);
  return (
    <AdminFrame title="Admin Dashboard" email={me.email}>
      <Glance dashboard={dashboard} />
      <Panel title="Leads per week by source" aside={<span className="text-sm text-slate-600">Last 12 weeks, Monday to Sunday</span>}>
        <LeadsChart chart={dashboard.chart} />
      </Panel>
      <Panel
        title="Leads"
        aside={
          <a
            href={`/api/admin/leads.csv${queryString(exportFilters)}`}
            download
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Export CSV
          </a>
        }
      >
        <LeadFilters key={JSON.stringify(filters)} facets={facets} filters={filters} />
        <div className="mt-5">
          <LeadList leads={leads} filters={filters} now={now} />
        </div>
      </Panel>
      <SystemPanel system={system} />
    </AdminFrame>
  );
}
