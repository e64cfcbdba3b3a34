import { useState } from "react";
import type { AnswerCheck } from "../../contracts/answer";
import type { Availability, AvailabilityWindow } from "../../contracts/appointment-views";
import { readAvailability } from "./availability";
import { serverError } from "./lead-submission";
import { apiRequest, readAnswer } from "./request";

export interface RescheduleProblem {
  message: string;
  alternatives: AvailabilityWindow[];
}

/**
 * Moving a booking to another window, for the homeowner's private page and the admin's day
 * list: load the open windows, pick one, send it to `url` (whose answer `check` reads, called when
 * sending); a refusal keeps the picker open with the server's reason, the nearest open windows and
 * fresh availability.
 */
export function useReschedule<T>(url: string, check: () => AnswerCheck<T>, fallback: string) {
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [windowId, setWindowId] = useState<string | null>(null);
  const [problem, setProblem] = useState<RescheduleProblem | null>(null);
  const [pending, setPending] = useState(false);

  async function open() {
    setAvailability(await readAvailability());
  }

  function close() {
    setAvailability(null);
    setWindowId(null);
    setProblem(null);
  }

  /** The moved booking as the server answers it, with the chosen window; null when refused. */
  async function move(): Promise<{ answer: T; window: AvailabilityWindow | undefined } | null> {
    if (!windowId || pending) return null;
    setPending(true);
    try {
      const response = await apiRequest("POST", url, { windowId });
      const window = availability?.days.flatMap((day) => day.windows).find((w) => w.id === windowId);
      const answer = await readAnswer(response, check());
      close();
      return { answer, window };
    } catch (error) {
      const detail = serverError(error) as { message?: string; alternatives?: AvailabilityWindow[] } | null;
      setProblem({ message: detail?.message ?? fallback, alternatives: detail?.alternatives ?? [] });
      await open();
      return null;
    } finally {
      setPending(false);
    }
  }

  return { availability, windowId, setWindowId, problem, pending, open, close, move };
}
