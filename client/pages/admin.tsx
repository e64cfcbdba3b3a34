import { Link, useLoaderData } from "react-router";
import { type Dashboard, type Period, promiseWords } from "../../contracts/admin";
import {
  checkAdminSession,
  checkDashboard,
  checkLeadFacets,
  checkLeadPage,
  checkNeedsAction,
  checkSystemStatus,
  checkTeam,
} from "../../contracts/admin-answers";
import { sourceLabel } from "../../contracts/leads";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { AdminFrame, elapsedSince, Panel } from "../components/admin/admin-frame";
import { ChannelPanel } from "../components/admin/channel-panel";
import { actionClass } from "../components/admin/contact-buttons";
import { UrgencyBadge } from "../components/admin/lead-badges";
import { LEAD_FILTERS, LeadFilters, LeadList } from "../components/admin/lead-list";
import { LeadsChart } from "../components/admin/leads-chart";
import { NeedsAction } from "../components/admin/needs-action";
import { SystemPanel } from "../components/admin/system-panel";
import { adminLoad, queryString } from "../lib/admin/api";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  meta: adminPageMeta("Admin Dashboard", "Leads, appointments and system operations."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

function filtersOf(url: URL): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of LEAD_FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

async function load({ context, request }: PageLoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  const [me, queue, team, dashboard, system, facets, leads] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, "/api/admin/queue", checkNeedsAction),
    adminLoad(context, "/api/admin/team", checkTeam),
    adminLoad(context, "/api/admin/dashboard", checkDashboard),
    adminLoad(context, "/api/admin/system", checkSystemStatus),
    adminLoad(context, "/api/admin/leads/facets", checkLeadFacets),
    adminLoad(context, `/api/admin/leads${queryString(filters)}`, checkLeadPage),
  ]);
  return { me, queue, team, dashboard, system, facets, leads, filters };
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
            <span>{sourceLabel(row.source)}</span>
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
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Waiting past {promiseWords(dashboard.waiting.promise)}
        </h3>
        <p className={`mt-1 text-3xl font-bold ${waiting > 0 ? "text-red-800" : "text-slate-900"}`}>{waiting}</p>
        {waiting > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {dashboard.waiting.oldest.slice(0, 5).map((lead) => (
              <li key={lead.id}>
                <Link to={`/admin/leads/${lead.id}`} className="inline-flex min-h-11 items-center font-semibold text-red-900 underline">
                  {lead.name}
                </Link>{" "}
                <span className="text-red-900">waiting {elapsedSince(lead.createdAt, now)}</span> <UrgencyBadge urgency={lead.urgency} />
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
        <Link
          to="/admin/delivery?status=failed"
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {dashboard.failedDeliveries > 0 ? "Review and retry" : "Delivery log"}
        </Link>
      </div>
    </section>
  );
}

const VIEWS = [
  { label: "All leads", assignee: undefined },
  { label: "My leads", assignee: "me" },
  { label: "Unassigned", assignee: "none" },
] as const;

/**
 * /admin: first what needs action now (one tap calls the most urgent lead), then today and this
 * week at a glance, the weekly chart, the lead list and the system's health.
 */
export default function AdminDashboardPage() {
  const { me, queue, team, dashboard, system, facets, leads, filters } = useLoaderData<typeof loader>();
  const { cursor: _, ...exportFilters } = filters;
  const now = Date.parse(dashboard.now);
  return (
    <AdminFrame title="Admin Dashboard" session={me}>
      <NeedsAction queue={queue} team={team.members} />
      <Glance dashboard={dashboard} />
      <Panel title="Leads per week by source" aside={<span className="text-sm text-slate-600">Last 12 weeks, Monday to Sunday</span>}>
        <LeadsChart chart={dashboard.chart} />
      </Panel>
      <ChannelPanel counts={dashboard.channelsThisWeek} />
      <Panel
        title="Leads"
        aside={
          <a
            href={`/api/admin/leads.csv${queryString(exportFilters)}`}
            download
            className={`${actionClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            Export CSV
          </a>
        }
      >
        <nav aria-label="Whose leads" className="mb-4 flex flex-wrap gap-2">
          {VIEWS.map((view) => {
            const current = filters.assignee === view.assignee;
            return (
              <Link
                key={view.label}
                to={`/admin${queryString({ assignee: view.assignee })}#leads-heading`}
                aria-current={current ? "page" : undefined}
                className={`${actionClass} border ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50"}`}
              >
                {view.label}
              </Link>
            );
          })}
        </nav>
        <LeadFilters key={JSON.stringify(filters)} facets={facets} filters={filters} team={team} />
        <div className="mt-5">
          <LeadList leads={leads} filters={filters} now={now} waitingSince={dashboard.waiting.since} team={team} />
        </div>
      </Panel>
      <SystemPanel system={system} />
    </AdminFrame>
  );
}
