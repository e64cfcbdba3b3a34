import { TRANSCRIPT_SPEAKERS, type TranscriptMessage } from "../../contracts/chat";
import { CHAT_SOURCE } from "../../contracts/leads";
import type { leads } from "../db/schema";

type LeadRow = typeof leads.$inferSelect;

/** Where chat leads stored before the transcript column began their packed transcript. */
const PACKED = "\n\nTranscript:\n";
/** A packed message's first line: "<ISO time> Visitor: <text>" or "<ISO time> Assistant: <text>". */
const PACKED_LINE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) (Visitor|Assistant): (.*)$/;

/**
 * A lead as it reads today. Chat leads stored before the summary and transcript had columns of
 * their own carry "Summary: ...\n\nTranscript:\n<ISO time> Visitor: ...\n..." in their project
 * details: they read as the summary and the transcript, with no project details (a line that does
 * not start a message continues the one before; the "[earlier messages omitted]" marker, or a
 * first line cut short to fit, starts none and is dropped). Every other lead reads as stored.
 */
export function readLead<T extends LeadRow>(lead: T): T {
  const at = lead.projectDetails.indexOf(PACKED);
  if (lead.source !== CHAT_SOURCE || lead.transcript.length > 0 || at < 0) return lead;
  const transcript: TranscriptMessage[] = [];
  for (const line of lead.projectDetails.slice(at + PACKED.length).split("\n")) {
    const start = PACKED_LINE.exec(line);
    if (start) transcript.push({ role: start[2] === "Visitor" ? "user" : "assistant", text: start[3]!, sentAt: start[1]! });
    else if (transcript.length > 0) transcript.at(-1)!.text += `\n${line}`;
  }
  const summary = lead.projectDetails.slice(0, at).replace(/^Summary: /, "");
  return { ...lead, projectDetails: "", summary, transcript };
}

/**
 * The transcript as text, one "<time> Visitor: <text>" line per message: for the e-mail (ISO
 * times) and the CSV export (local times).
 */
export function transcriptText(transcript: readonly TranscriptMessage[], time: (iso: string) => string = (iso) => iso): string {
  return transcript.map((message) => `${time(message.sentAt)} ${TRANSCRIPT_SPEAKERS[message.role]}: ${message.text}`).join("\n");
}
