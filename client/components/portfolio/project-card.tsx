import type { PortfolioProject } from "../../../content/projects";
import { BeforeAndAfter } from "../images/before-and-after";
import { SampleLabel } from "../sample-label";

const CATEGORY_LABELS: Record<PortfolioProject["category"], string> = {
  roofing: "Roofing",
  siding: "Siding",
  windows: "Windows",
  general: "Restoration",
};

// Made on first use and kept: toLocaleString with options builds a new formatter on every call.
let dollars: Intl.NumberFormat | undefined;
function formatProjectValue(value: number): string {
  dollars ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  return dollars.format(value);
}

/** Where a project's access request is when no script opens the dialog: the form on /projects itself. */
const portfolioRequestHref = (project: Pick<PortfolioProject, "id">) =>
  `/projects?project=${encodeURIComponent(project.id)}#portfolio-access`;

/**
 * A portfolio project; clicking anywhere on it opens the access request for it (the link says
 * which one opened it). The link leads to the request form on /projects, so a tap before the
 * page's script arrives works; once it runs, the dialog opens instead.
 */
export function ProjectCard({
  project,
  onRequest,
  photos = false,
  heading: Heading = "h3",
}: {
  project: PortfolioProject;
  /** The title's level: h2 where the card sits right under the page's h1 (the projects page), h3 under a section's h2. */
  heading?: "h2" | "h3";
  onRequest: (project: PortfolioProject, opener: HTMLElement) => void;
  /** Its before and after pictures at the top, small (the projects page shows them large beside it instead). */
  photos?: boolean;
}) {
  const titleId = `project-${project.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600"
    >
      {photos ? (
        <BeforeAndAfter project={project} sizes="(min-width: 1024px) 190px, (min-width: 768px) 22vw, 45vw" className="mb-4 grid-cols-2" />
      ) : null}
      <div className="flex items-center justify-between gap-3 text-xs font-bold uppercase tracking-wider">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">{CATEGORY_LABELS[project.category]}</span>
        <span className="text-slate-500">{project.type}</span>
      </div>
      {project.sample ? <SampleLabel kind="project" className="mt-3 self-start" /> : null}
      <Heading id={titleId} className="mt-4 text-lg font-bold text-slate-900">
        {project.title}
      </Heading>
      <p className="text-sm font-medium text-slate-600">{project.location}</p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{project.summary}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-500">Project value</dt>
          <dd className="font-bold text-slate-900">{formatProjectValue(project.value)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Timeline</dt>
          <dd className="font-bold text-slate-900">{project.timelineDays} days</dd>
        </div>
      </dl>
      <a
        href={portfolioRequestHref(project)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onRequest(project, event.currentTarget);
        }}
        aria-describedby={titleId}
        aria-haspopup="dialog"
        className="mt-4 inline-flex min-h-11 items-center text-left text-sm font-bold text-brand-700 after:absolute after:inset-0 after:content-[''] focus:outline-none"
      >
        Request full portfolio access &rarr;
      </a>
    </article>
  );
}
