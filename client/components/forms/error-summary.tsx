import { useEffect, useRef } from "react";

/** One problem in a form: what to say, and a CSS selector (inside the form) of the control to fix. */
export interface FormProblem {
  message: string;
  target: string;
}

function focusTarget(from: HTMLElement | null, target: string | undefined): boolean {
  const control = target ? from?.closest("form")?.querySelector<HTMLElement>(target) : null;
  control?.focus();
  return Boolean(control);
}

/**
 * The list of a form's problems, at the top of the form. Each time `attempt` changes (a submit
 * that failed its checks) the summary is scrolled into view at once and the first problem's
 * control takes focus, so a visitor on a phone sees what went wrong where they are looking.
 * Each item moves focus to its control.
 */
export function ErrorSummary({ problems, attempt }: { problems: readonly FormProblem[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  const first = problems[0]?.target;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed submit, not when a problem is fixed
  useEffect(() => {
    if (attempt === 0 || !box.current) return;
    box.current.scrollIntoView({ block: "start" });
    if (!focusTarget(box.current, first)) box.current.focus({ preventScroll: true });
  }, [attempt]);

  if (problems.length === 0) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 outline-none"
    >
      <p className="font-semibold">Please correct {problems.length === 1 ? "this field" : `these ${problems.length} fields`}:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem.target}>
            <button
              type="button"
              onClick={(event) => focusTarget(event.currentTarget, problem.target)}
              className="text-left underline decoration-red-300 underline-offset-2 hover:decoration-red-800"
            >
              {problem.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
