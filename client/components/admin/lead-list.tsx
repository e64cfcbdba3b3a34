import { Link, useLocation } from "react-router";
import type { LeadFacets, LeadPageAnswer, TeamAnswer } from "../../../contracts/admin";
import { queryString } from "../../lib/admin/api";
import { useGetFormSubmit } from "../../lib/get-form";
import { elapsedSince, formatWhen, StatusBadge } from "./admin-frame";
import { CardHead, CardLabel, cardTable } from "./card-table";
import { actionClass, ContactButtons } from "./contact-buttons";
import { Truncated, UrgencyBadge } from "./lead-badges";

/** The lead list's filters, as the address carries them (and the API takes them). */
export const LEAD_FILTERS = ["status", "source", "service", "assignee", "sort", "from", "to", "q", "cursor"] as const;

const input = "mt-1 block min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm";
const label = "min-w-0 text-sm font-medium text-slate-700";

export function LeadFilters({ facets, filters, team }: { facets: LeadFacets; filters: Record<string, string>; team: TeamAnswer }) {
  const select = (name: string, text: string, options: { value: string; label: string }[], any = "Any") => (
    <label className={label}>
      {text}
      <select name={name} defaultValue={filters[name] ?? ""} className={input}>
        {any ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  const filter = useGetFormSubmit();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the named search landmark, as it was with React Router's Form
    <form
      method="get"
      onSubmit={filter}
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-9 lg:items-end"
    >
      <label className={`${label} sm:col-span-3 lg:col-span-2`}>
        Search
        <input type="search" name="q" defaultValue={filters.q ?? ""} placeholder="Name, e-mail, phone or ZIP" className={input} />
      </label>
      {select("status", "Status", plain(facets.statuses), "Any but spam")}
      {select("source", "Source", plain(facets.sources))}
      {select("service", "Service", plain(facets.services))}
      {select("assignee", "Assigned to", [
        { value: "me", label: "Me" },
        { value: "none", label: "Nobody" },
        ...team.members.map((member) => ({ value: member.email, label: member.name })),
      ])}
      {select(
        "sort",
        "Order",
        [
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
        ],
        "",
      )}
      <label className={label}>
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={input} />
      </label>
      <label className={label}>
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={input} />
      </label>
      <div className="flex gap-2 sm:col-span-3 lg:col-span-9">
        <button type="submit" className={`${actionClass} bg-brand-700 px-4 text-white hover:bg-brand-800`}>
          Filter
        </button>
        <Link to="/admin" className={`${actionClass} border border-slate-300 px-4 text-slate-800 hover:bg-slate-50`}>
          Clear
        </Link>
      </div>
    </form>
  );
}

const { cell } = cardTable;

export function LeadList({
  leads,
  filters,
  now,
  waitingSince,
  team,
}: {
  leads: LeadPageAnswer;
  filters: Record<string, string>;
  now: number;
  /** A new lead received at or before this (ISO) is waiting past the call-back promise. */
  waitingSince: string;
  team: TeamAnswer;
}) {
  const params = new URLSearchParams(useLocation().search);
  const { cursor: _, ...withoutCursor } = filters;
  const next = new URLSearchParams(params);
  if (leads.next) next.set("cursor", leads.next);
  const nameOf = (email: string | null) => (email ? (team.members.find((member) => member.email === email)?.name ?? email) : "-");
  return (
    <>
      <table className={cardTable.table}>
        <CardHead
          columns={[
            { label: "Received", className: "w-32" },
            "Name",
            { label: "Contact", className: "w-44" },
            { label: "Service", className: "w-24" },
            { label: "Urgency", className: "w-24" },
            { label: "Status", className: "w-24" },
            { label: "Assigned to", className: "w-28" },
          ]}
        />
        <tbody className={cardTable.body}>
          {leads.leads.map((lead) => {
            const late = lead.status === "new" && lead.createdAt <= waitingSince;
            return (
              <tr
                key={lead.id}
                data-testid="lead-row"
                data-waiting={late || undefined}
                className={`${cardTable.row} ${late ? "bg-red-50" : ""}`}
              >
                <td className={cell}>
                  {formatWhen(lead.createdAt)}
                  {late ? (
                    <span className="block text-xs font-semibold text-red-800">Waiting {elapsedSince(lead.createdAt, now)}</span>
                  ) : null}
                </td>
                <td className={cell}>
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    className="flex min-h-11 min-w-0 items-center font-semibold text-brand-800 underline"
                  >
                    <Truncated title={lead.name}>{lead.name}</Truncated>
                  </Link>
                  <span className="flex flex-wrap gap-1">
                    {lead.outOfArea ? (
                      <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Out of area</span>
                    ) : null}
                    {lead.duplicateOf ? (
                      <span className="rounded bg-amber-200 px-1.5 text-xs font-bold text-amber-950">Repeat request</span>
                    ) : null}
                  </span>
                </td>
                <td className={cell}>
                  <Truncated title={lead.phone || "No phone"}>{lead.phone || "-"}</Truncated>
                  <Truncated title={lead.email} className="text-slate-600">
                    {lead.email}
                  </Truncated>
                  <div className="mt-1">
                    <ContactButtons name={lead.name} phone={lead.phone} email={lead.email} compact />
                  </div>
                </td>
                <td className={cell}>
                  <Truncated title={lead.service}>{lead.service}</Truncated>
                </td>
                <td className={cell}>
                  <UrgencyBadge urgency={lead.urgency} />
                </td>
                <td className={cell}>
                  <StatusBadge status={lead.status} />
                </td>
                <td className={cell}>
                  <Truncated title={nameOf(lead.assignee)}>
                    <CardLabel>Assigned to</CardLabel>
                    {nameOf(lead.assignee)}
                  </Truncated>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {leads.leads.length === 0 ? <p className="py-6 text-center text-slate-600">No leads match these filters.</p> : null}
      <nav aria-label="Lead pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {filters.cursor ? (
          <Link
            to={`/admin${queryString(withoutCursor)}`}
            className={`${actionClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            First page
          </Link>
        ) : null}
        {leads.next ? (
          <Link to={`/admin?${next.toString()}`} className={`${actionClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
