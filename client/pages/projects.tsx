import { useRef, useState } from "react";
import { Link, useActionData, useLoaderData } from "react-router";
import { type PortfolioProject, projects } from "../../content/projects";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { PortfolioPromise } from "../components/callback-promise";
import { Claim } from "../components/claim";
import { BeforeAndAfter } from "../components/images/before-and-after";
import { PortfolioAccess } from "../components/portfolio/portfolio-access";
import { PortfolioAccessForm } from "../components/portfolio/portfolio-access-form";
import { ProjectCard } from "../components/portfolio/project-card";
import { formValues, type PageActionArgs, postToApi } from "../lib/form-post";
import { PORTFOLIO_REQUESTED_TITLE } from "../lib/lead-toasts";
import { pageLoader, pageMeta } from "../lib/page";
import { portfolioLead } from "../lib/portfolio-request";

export const handle = definePage({
  sitemap: { priority: 0.8, changefreq: "weekly" },
  meta: {
    title: pageTitle("Project Portfolio: Roofs, Siding & Windows"),
    description:
      "Completed roofing, siding and window projects across Maryland and Delaware, from single-family roof replacements to multi-unit commercial work.",
    pageType: "projects",
    breadcrumbs: [{ name: "Portfolio", path: "/projects" }],
    category: "primary",
    keywords: ["roofing projects", "portfolio", "before and after", "commercial roofing"],
  },
});

const projectById = (id: string | null | undefined) => projects.find((project) => project.id === id) ?? null;

/** The page, and the access request for the project in `?project=` (where a card's link leads before the script arrives). */
export const loader = pageLoader(handle, async ({ request, context }) => {
  const requested = projectById(new URL(request.url).searchParams.get("project"));
  return {
    stamp: await context.formStamp(),
    requested: requested?.id ?? null,
    // The request form's page is the portfolio's for search engines: not indexed, its own title.
    ...(requested
      ? {
          meta: {
            ...handle.meta,
            title: pageTitle(`Request Portfolio Access: ${requested.title}, ${requested.location}`),
            description: `Ask for our complete project portfolio, starting from the ${requested.title} in ${requested.location}.`,
            canonical: "/projects",
            noindex: true,
          },
        }
      : {}),
  };
});
export const meta = pageMeta;

/** The access request posted itself (its script had not arrived): the same lead, through the same API call. */
export async function action({ request, context }: PageActionArgs) {
  const values = formValues(await request.formData());
  const project = projectById(values.project);
  const lead = portfolioLead(
    {
      name: values.name ?? "",
      email: values.email ?? "",
      phone: values.phone ?? "",
      company: values.company ?? "",
      interest: values.interest ?? "",
      message: values.message ?? "",
    },
    project,
    {
      formStamp: values.formStamp ?? "",
      ...(values.secondTap ? { secondTap: values.secondTap } : {}),
      website: values.website ?? "",
      page: "/projects",
      turnstileToken: values["cf-turnstile-response"] || undefined,
    },
  );
  const answer = await postToApi(context, "/api/leads", lead, values);
  return { project: project?.id ?? null, answer: answer.ok ? ({ ok: true } as const) : answer, at: new Date().toISOString() };
}

/**
 * The access request on the page itself, for the project a card's link named (a tap before the
 * page's script arrived) or the one a posted form asked about: the dialog's form, and its thank-you.
 */
function PortfolioRequestSection({ project, stamp }: { project: PortfolioProject | null; stamp: string }) {
  const posted = useActionData<typeof action>();
  const [sent, setSent] = useState(posted?.answer.ok === true);
  return (
    <section
      id="portfolio-access"
      aria-labelledby="portfolio-access-heading"
      className="mt-12 max-w-2xl scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="portfolio-access-heading" className="text-xl font-bold text-slate-900">
        Request Portfolio Access
      </h2>
      {sent ? (
        <div role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4">
          <p className="font-bold text-emerald-900">{PORTFOLIO_REQUESTED_TITLE}</p>
          <p className="mt-1 text-emerald-950">
            <PortfolioPromise at={posted?.answer.ok ? posted.at : undefined} />
          </p>
        </div>
      ) : (
        <>
          {project ? (
            <p className="mt-1 text-sm text-slate-600">
              You are asking about <strong>{project.title}</strong> in {project.location}. Our office sends our complete project portfolio
              by e-mail.
            </p>
          ) : null}
          <PortfolioAccessForm
            project={project}
            stamp={stamp}
            posted={posted && !posted.answer.ok ? posted.answer : undefined}
            onSent={() => setSent(true)}
          />
        </>
      )}
    </section>
  );
}

export default function ProjectsPage() {
  const { stamp, requested } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const inPage = posted ? { project: projectById(posted.project) } : requested ? { project: projectById(requested) } : null;
  const [chosen, setChosen] = useState<PortfolioProject | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (project: PortfolioProject, button: HTMLElement) => {
    opener.current = button;
    setChosen(project);
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Portfolio</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Project Portfolio</h1>
        <p className="mt-4 text-lg text-slate-700">
          A selection of roofing, siding and window projects across Maryland and Delaware (<Claim word="projectsCompleted" /> in all).
          Choose a project to request access to our complete portfolio, with photos, specifications and references.
        </p>
      </div>
      <ul className="mt-10 space-y-12">
        {projects.map((project, index) => (
          <li key={project.id} className="grid gap-6 lg:grid-cols-3 lg:items-start">
            <BeforeAndAfter
              project={project}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              eager={index === 0}
              className="sm:grid-cols-2 lg:col-span-2"
            />
            <ProjectCard project={project} onRequest={open} heading="h2" />
          </li>
        ))}
      </ul>
      <p className="mt-12 text-slate-700">
        Planning a project of your own?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Request a free, written estimate
        </Link>
        .
      </p>
      {inPage ? <PortfolioRequestSection key={inPage.project?.id} project={inPage.project} stamp={stamp} /> : null}
      <PortfolioAccess project={chosen} onClose={() => setChosen(null)} returnFocusTo={opener} stamp={stamp} />
    </div>
  );
}
