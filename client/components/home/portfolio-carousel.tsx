import { useRef, useState } from "react";
import { Link } from "react-router";
import { type PortfolioProject, projects } from "../../../content/projects";
import { CarouselSection, SLIDE_CLASS } from "../carousel/carousel-section";
import { useCarousel } from "../carousel/use-carousel";
import { PortfolioAccess } from "../portfolio/portfolio-access";
import { ProjectCard } from "../portfolio/project-card";

/** SPEC section 4: advances every 5 s and wraps; a manual step pauses it for 10 s. */
const PORTFOLIO_TIMING = { intervalMs: 5000, resumeAfterMs: 10_000 } as const;

/** The portfolio carousel: 3 cards wide, 2 at medium widths, 1 on phones; a card opens the access request. */
export function PortfolioCarousel() {
  const [chosen, setChosen] = useState<PortfolioProject | null>(null);
  const carousel = useCarousel({
    embla: { align: "start", containScroll: "trimSnaps", slidesToScroll: 1 },
    autoAdvance: PORTFOLIO_TIMING,
    wrapControls: true,
  });
  const opener = useRef<HTMLElement | null>(null);
  const open = (project: PortfolioProject, button: HTMLElement) => {
    opener.current = button;
    setChosen(project);
  };
  return (
    <CarouselSection
      id="portfolio"
      eyebrow="Portfolio"
      title="Recent Projects"
      itemLabel="project"
      carousel={carousel}
      className="bg-slate-50"
      footer={
        <>
          <p className="mt-4 text-center">
            <Link to="/projects" className="font-semibold text-brand-700 underline">
              See the whole portfolio
            </Link>
          </p>
          <PortfolioAccess project={chosen} onClose={() => setChosen(null)} returnFocusTo={opener} />
        </>
      }
    >
      {projects.map((project) => (
        <li key={project.id} className={SLIDE_CLASS}>
          <ProjectCard project={project} onRequest={open} photos />
        </li>
      ))}
    </CarouselSection>
  );
}
