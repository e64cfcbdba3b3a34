import { useRef, useState } from "react";
import { Link } from "react-router";
import { business } from "../../content/business";
import { type PortfolioProject, projects } from "../../content/projects";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { BeforeAndAfter } from "../components/images/before-and-after";
import { PortfolioAccess } from "../components/portfolio/portfolio-access";
import { ProjectCard } from "../components/portfolio/project-card";
import { pageLoader, pageMeta } from "../lib/page";

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

export const loader = pageLoader(handle);
export const meta = pageMeta;

export default function ProjectsPage() {
  const [chosen, setChosen] = useState<PortfolioProject | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (project: PortfolioProject, button: HTMLButtonElement) => {
    opener.current = button;
    setChosen(project);
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Portfolio</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Project Portfolio</h1>
        <p className="mt-4 text-lg text-slate-700">
          A selection from {business.projectsCompleted} completed roofing, siding and window projects across Maryland and Delaware. Choose a
          project to request access to our complete portfolio, with photos, specifications and references.
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
      <PortfolioAccess project={chosen} onClose={() => setChosen(null)} returnFocusTo={opener} />
    </div>
  );
}
