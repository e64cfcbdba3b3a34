/**
 * Idempotency keys for browser submissions, kept apart from the schemas (and zod) so a page
 * can hold one from the start and load validation only when the visitor sends.
 */

import { toHex } from "../../contracts/text";

function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return toHex(bytes);
}

/** The parts of a submission that make it "the same" one; timing and tokens do not. */
function sameness({
  elapsedMs: _e,
  turnstileToken: _t,
  website: _w,
  formStamp: _f,
  secondTap: _s,
  ...rest
}: Record<string, unknown>): string {
  return JSON.stringify(rest);
}

/** One key per distinct submission: kept while the content is unchanged, renewed after success. */
export class SubmissionKeys {
  private key: string | null = null;
  private content: string | null = null;

  keyFor(submission: Record<string, unknown>): string {
    const content = sameness(submission);
    if (this.key === null || content !== this.content) {
      this.key = randomKey();
      this.content = content;
    }
    return this.key;
  }

  /** After success the next submission is a new one. */
  reset(): void {
    this.key = null;
    this.content = null;
  }
}
