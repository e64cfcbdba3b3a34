import type { Check } from "./check";

/** An OK answer that is not JSON, or not in the shape the page expects. */
export class AnswerError extends Error {
  constructor(url: string, problem: string) {
    super(`The answer from ${url || "the server"} is not what the site expects: ${problem}`);
    this.name = "AnswerError";
  }
}

/**
 * A check, or its module on the way (a dynamic import started with the request): checks a page
 * needs only after its first load stay out of that load.
 */
export type AnswerCheck<T> = Check<T> | Promise<Check<T>>;

/**
 * The JSON body of an OK answer, checked against its type; an AnswerError when it does not match.
 * @example const receipt = await readAnswer(response, checkLeadReceipt)
 */
export async function readAnswer<T>(response: Response, answerCheck: AnswerCheck<T>): Promise<T> {
  const check = await answerCheck;
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    throw new AnswerError(response.url, "it is not JSON");
  }
  try {
    return check(value);
  } catch (error) {
    throw new AnswerError(response.url, error instanceof Error ? error.message : String(error));
  }
}
