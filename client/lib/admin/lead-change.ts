import type { LeadDetailAnswer } from "../../../contracts/admin";
import { checkLeadDetail } from "../../../contracts/admin-answers";
import { serverError } from "../lead-submission";
import { apiRequest, readAnswer } from "../request";

/** What PATCH /api/admin/leads/{id} takes: any of the fields, and a note. */
export interface LeadChangeRequest {
  status?: string;
  reason?: string;
  note?: string;
  assignee?: string | null;
  followUpOn?: string | null;
  estimateCents?: number | null;
  contractCents?: number | null;
  undo?: boolean;
}

export type LeadChangeOutcome = { ok: true; detail: LeadDetailAnswer } | { ok: false; message: string; fields: Record<string, string> };

/** Sends a change to a lead; a refusal comes back as the server's message and its fields' messages. */
export async function changeLead(id: string, change: LeadChangeRequest): Promise<LeadChangeOutcome> {
  try {
    const response = await apiRequest("PATCH", `/api/admin/leads/${encodeURIComponent(id)}`, change);
    return { ok: true, detail: await readAnswer(response, checkLeadDetail) };
  } catch (error) {
    const answer = serverError(error);
    return { ok: false, message: answer?.message ?? "The change could not be saved. Please try again.", fields: answer?.fields ?? {} };
  }
}
