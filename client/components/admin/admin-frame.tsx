import { type ReactNode, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import type { ChannelName, OperationsAlerts } from "../../../contracts/admin";
import { countOf } from "../../../contracts/text";
import type { AdminSession } from "../../lib/admin/api";

const SCREENS = [
  { to: "/admin", label: "Dashboard", end: true, also: "/admin/leads/" },
  { to: "/admin/appointments", label: "Appointments", end: false, also: null },
  { to: "/admin/sources", label: "Sources", end: false, also: null },
  { to: "/admin/reviews", label: "Reviews", end: false, also: null },
  { to: "/admin/delivery", label: "Delivery", end: false, also: null },
  { to: "/admin/indexnow", label: "IndexNow", end: false, also: null },
  { to: "/communications-test", label: "Communications test", end: false, also: null },
  { to: "/data-upload", label: "Data upload", end: false, also: null },
  { to: "/admin/privacy", label: "Privacy", end: false, also: null },
] as const;

const noChanges = () => () => {};

/** False in the server's HTML and while it hydrates; true once the page's script runs it (and on every page it shows after). */
const useScriptRunning = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/** The screen at `pathname` (or, unless `end`, one below it); NavLink would bring its code into every page's first load. */
const isScreen = (pathname: string, screen: (typeof SCREENS)[number]) =>
  pathname === screen.to || (!screen.end && pathname.startsWith(`${screen.to}/`));

/**
 * The admin screens' frame: which screen this is, the others, who is signed in (every change
 * made here is recorded under that e-mail), and a banner while leads are not getting through.
 */
export function AdminFrame({
  title,
  session,
  actions,
  children,
}: {
  title: string;
  session: AdminSession;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const ready = useScriptRunning();
  return (
    <div className="bg-slate-50 pb-16">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 px-4 pt-3 sm:px-6 sm:pt-6">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="flex min-w-0 max-w-full items-center gap-3 text-sm text-slate-600">
            <span className="min-w-0 truncate" title={session.email ?? "unknown"}>
              Signed in as{" "}
              <strong data-testid="admin-email" className="font-semibold text-slate-900">
                {session.email ?? "unknown"}
              </strong>
            </span>
            <Link to="/" className="inline-flex min-h-11 shrink-0 items-center font-semibold text-brand-700 underline">
              View site
            </Link>
          </p>
        </div>
        {/* The tabs wrap onto a second line on a phone: every screen is in sight, none hides off the edge. */}
        <nav aria-label="Admin" className="mx-auto max-w-7xl px-4 sm:px-6">
          <ul className="flex flex-wrap gap-x-1 pt-1 sm:pt-3">
            {SCREENS.map((screen) => (
              <li key={screen.to}>
                <Link
                  to={screen.to}
                  aria-current={isScreen(pathname, screen) ? "page" : undefined}
                  className={`flex min-h-11 items-center whitespace-nowrap rounded-t-md border-b-2 px-3 text-sm font-semibold ${
                    isScreen(pathname, screen) || (screen.also && pathname.startsWith(screen.also))
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:text-slate-900"
                  }`}
                >
                  {screen.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/*
        Visitors' words (a name of one long word, an e-mail address) break anywhere rather than widen the screen.
        Until the page's script has run, its fields and buttons are disabled: a form sent before then would
        reload the page and lose what was typed. Links (call, text, the other screens) work throughout.
      */}
      <fieldset
        disabled={!ready}
        aria-busy={!ready}
        className="mx-auto block min-w-0 max-w-7xl space-y-6 border-0 px-4 pt-4 pb-0 [overflow-wrap:anywhere] sm:space-y-8 sm:px-6 sm:pt-8"
      >
        <AlertsBanner alerts={session.alerts} />
        {actions}
        {children}
      </fieldset>
    </div>
  );
}

const CHANNEL_WORDS: Record<ChannelName, string> = { email: "e-mail", webhook: "the webhook", sms: "text messaging" };

/**
 * The banner on every admin page while leads are not getting through: a channel that keeps
 * failing, notifications that gave up, leads still undelivered after 15 minutes, and the hourly
 * text-message ceiling while it holds texts back. Nothing shows when all is well.
 */
function AlertsBanner({ alerts }: { alerts: OperationsAlerts }) {
  const waiting = alerts.undeliveredLeads - alerts.failedLeads - alerts.unreachedLeads;
  const { textCeiling } = alerts;
  const failing =
    alerts.unreachedLeads > 0 ||
    alerts.failedNotices > 0 ||
    alerts.overdueCrons.length > 0 ||
    alerts.failingChannels.length > 0 ||
    alerts.failedLeads > 0 ||
    waiting > 0;
  if (!failing && !textCeiling) return null;
  return (
    <section aria-labelledby="admin-alerts-heading" className="rounded-lg border-2 border-red-300 bg-red-50 p-5 text-red-950">
      <h2 id="admin-alerts-heading" className="text-lg font-bold">
        {failing ? "Leads are not reaching you" : "Text messages are paused"}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {textCeiling ? (
          <li data-testid="text-ceiling">
            Text messages reached their limit of {textCeiling.limit} an hour at {formatWhen(textCeiling.since)}:{" "}
            {countOf(textCeiling.heldLeads, "new lead")} since then {textCeiling.heldLeads === 1 ? "was" : "were"} not texted and came by
            e-mail only. Texts resume within the hour.{" "}
            <Link to="/admin" className="font-semibold underline">
              See the leads
            </Link>
            .
          </li>
        ) : null}
        {alerts.unreachedLeads > 0 ? (
          <li>
            <strong>{countOf(alerts.unreachedLeads, "lead")} reached no one: no lead channel is working.</strong> Call{" "}
            {alerts.unreachedLeads === 1 ? "this homeowner" : "these homeowners"} now, then fix the settings with the{" "}
            <Link to="/communications-test" className="font-semibold underline">
              communications test
            </Link>
            .
          </li>
        ) : null}
        {alerts.failedNotices > 0 ? (
          <li>
            {countOf(alerts.failedNotices, "appointment e-mail")} could not be sent: the homeowner may not know of the booking or change.{" "}
            <Link to="/admin/delivery?status=failed" className="font-semibold underline">
              See the Delivery screen
            </Link>
            .
          </li>
        ) : null}
        {alerts.overdueCrons.length > 0 ? (
          <li>
            The scheduled jobs ({alerts.overdueCrons.join(", ")}) have not run successfully when due: leads that did not go out are not
            being sent again. Check the Worker's logs for cron.failed.
          </li>
        ) : null}
        {alerts.failingChannels.map((failing) => (
          <li key={failing.channel}>
            Lead notifications by {CHANNEL_WORDS[failing.channel]} have failed {countOf(failing.failures, "time")} in a row since{" "}
            {formatWhen(failing.since)}
            {failing.lastError ? ` (last error: ${failing.lastError})` : ""}. Check the settings with the{" "}
            <Link to="/communications-test" className="font-semibold underline">
              communications test
            </Link>
            .
          </li>
        ))}
        {alerts.failedLeads > 0 ? (
          <li>
            {countOf(alerts.failedLeads, "lead")} could not be delivered after every retry.{" "}
            <Link to="/admin/delivery?status=failed" className="font-semibold underline">
              Retry them on the Delivery screen
            </Link>
            .
          </li>
        ) : null}
        {waiting > 0 ? (
          <li>
            {countOf(waiting, "lead")} received over 15 minutes ago {waiting === 1 ? "is" : "are"} still waiting to be delivered.{" "}
            <Link to="/admin/delivery" className="font-semibold underline">
              See the Delivery screen
            </Link>
            .
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** A titled white panel of an admin screen. */
export function Panel({ title, id, aside, children }: { title: string; id?: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** When an ISO instant was, in the contractor's time zone. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return "-";
  return new Date(iso).toLocaleString("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" });
}

/** One labelled value of a details list (`<dl>`). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A result line after an action: green when it worked, red with the reason when it did not. */
export function ResultNote({ result }: { result: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`rounded-md border px-3 py-2 text-sm ${result.ok ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      {result.message}
    </p>
  );
}

const BADGE_TONES: Record<string, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-indigo-100 text-indigo-900",
  scheduled: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
  requested: "bg-sky-100 text-sky-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  completed: "bg-slate-200 text-slate-800",
  cancelled: "bg-slate-200 text-slate-700 line-through",
  "no-show": "bg-amber-100 text-amber-900",
  spam: "bg-slate-200 text-slate-600 line-through",
  merged: "bg-slate-200 text-slate-700",
  undelivered: "bg-red-100 text-red-900",
  acknowledged: "bg-slate-200 text-slate-700",
  sent: "bg-emerald-100 text-emerald-900",
  retrying: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  delivered: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  queued: "bg-sky-100 text-sky-900",
};

/** A status word in its colour (pipeline, appointment and delivery states). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_TONES[status] ?? "bg-slate-100 text-slate-800"}`}>
      {status}
    </span>
  );
}

/** Table cell classes shared by the admin tables. */
const th = "py-2 pr-4 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
export const td = "py-2 pr-4 align-top";

/** A column heading: its words, or words with extra classes (width, alignment). */
export type Column = string | { label: ReactNode; className: string };

/** The heading row of an admin table. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="border-b border-slate-200">
      <tr>
        {columns.map((column, i) =>
          typeof column === "string" ? (
            <th key={i} scope="col" className={th}>
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className={`${th} ${column.className}`}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** "3 h 12 min" since an instant. */
export function elapsedSince(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}
