import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { projects, type PortfolioProject } from "../../../content/projects";
import { CarouselArrows, CarouselDots } from "../carousel/carousel-controls";
import { useCarousel } from "../carousel/use-carousel";
import { ProjectCard } from "../portfolio/project-card";

// The dialog and its form load when a visitor first opens it.
const PortfolioAccessDialog = lazy(() =>
  import("../portfolio/portfolio-access-dialog").then((m) => ({ default: m.PortfolioAccessDialog })),
);

/** SPEC section 4: advances every 5 s and wraps; a manual step pauses it for 10 s. */
export const PORTFOLIO_TIMING = { intervalMs: 5000, resumeAfterMs: 10_000 } as const;

/** The portfolio carousel: 3 cards wide, 2 at medium widths, 1 on phones; a card opens the access request. */
export function PortfolioCarousel() {
  const [chosen, setChosen] = useState<PortfolioProject | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const carousel = useCarousel({
    embla: { align: "start", containScroll: "trimSnaps", slidesToScroll: 1 },
    autoAdvance: PORTFOLIO_TIMING,
    wrapControls: true,
  });
  const open = (project: PortfolioProject) => {
    setDialogWanted(true);
    setChosen(project);
  };
  return (
    <section aria-labelledby="portfolio-heading" className="bg-slate-50 py-16" data-testid="portfolio-carousel">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Portfolio</p>
            <h2 id="portfolio-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              Recent Projects
            </h2>
          </div>
          <CarouselArrows carousel={carousel} label="project" />
        </div>
        <div className="mt-8 overflow-hidden" ref={carousel.viewportRef} data-selected-index={carousel.selected}>
          <ul className="-ml-6 flex touch-pan-y">
            {projects.map((project) => (
              <li key={project.id} className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3">
                <ProjectCard project={project} onRequest={open} />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4">
          <CarouselDots carousel={carousel} label="Project" />
        </div>
        <p className="mt-4 text-center">
          <Link to="/projects" className="font-semibold text-brand-700 underline">
            See the whole portfolio
          </Link>
        </p>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <PortfolioAccessDialog project={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
