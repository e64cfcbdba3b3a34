import type { PortfolioProject } from "../../../content/projects";
import { Picture } from "./picture";
import { projectImageFiles } from "./project-image-files";

const STAGES = [
  { key: "before", label: "Before" },
  { key: "after", label: "After" },
] as const;

/**
 * A project's before and after pictures, captioned. Open to everyone: the access request
 * (the card's button) asks for the full portfolio, not for these.
 */
export function BeforeAndAfter({
  project,
  sizes,
  eager = false,
  className = "",
}: {
  project: PortfolioProject;
  /** How wide each of the two pictures is shown (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={`grid gap-3 ${className}`}>
      {STAGES.map((stage) => (
        <figure key={stage.key}>
          <Picture
            image={project.photos[stage.key]}
            files={projectImageFiles}
            sizes={sizes}
            eager={eager}
            className="overflow-hidden rounded-md"
          />
          <figcaption className="mt-1.5 text-xs font-bold uppercase tracking-wider text-slate-700">{stage.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
