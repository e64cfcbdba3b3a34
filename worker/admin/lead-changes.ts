import { type LeadStatus, OUTCOME_REASONS } from "../../contracts/leads";
import type { Lead } from "../leads/queries";

/**
 * What the office may change on a lead, and the rules (docs/decisions/023-working-leads.md):
 * - won needs a reason from the fixed list and the contract amount (given now or before);
 * - lost needs a reason from the fixed list;
 * - a reason goes only with won or lost, and leaving won or lost clears it;
 * - spam needs nothing and can be undone like any status: undoing is moving back;
 * - a lead is assigned to a member of the team (SALES_TEAM) or to nobody;
 * - a change that changes nothing needs a note.
 * Every change becomes its own history entry.
 */
export interface LeadChange {
  status?: LeadStatus;
  reason?: string;
  note: string;
  assignee?: string | null;
  followUpOn?: string | null;
  estimateCents?: number | null;
  contractCents?: number | null;
  /** The change takes back the previous status change (shown so in the history). */
  undo?: boolean;
}

type Editable = Pick<Lead, "status" | "assignee" | "followUpOn" | "estimateCents" | "contractCents" | "outcomeReason">;

interface HistoryEntry {
  action: string;
  detail: Record<string, unknown>;
}

/** The columns a change sets: the editable ones, and when it was marked spam (retention counts spam from then). */
type LeadChangeSet = Partial<Editable> & { spamAt?: string | null };

export type LeadChangePlan = { errors: Record<string, string> } | { set: LeadChangeSet; entries: HistoryEntry[] };

export const NOTHING_CHANGED = "Change something or write a note.";

export function planLeadChange(current: Editable, change: LeadChange, team: readonly string[], now = new Date()): LeadChangePlan {
  const errors: Record<string, string> = {};
  const set: LeadChangeSet = {};
  const entries: HistoryEntry[] = [];
  const note = change.note.trim();

  const status = change.status ?? current.status;
  const moving = status !== current.status;
  const contract = change.contractCents !== undefined ? change.contractCents : current.contractCents;
  if (status === "won" || status === "lost") {
    const reasons: readonly string[] = OUTCOME_REASONS[status];
    if (moving && !change.reason) errors.reason = `Choose why it was ${status}`;
    else if (change.reason && !reasons.includes(change.reason)) errors.reason = `Choose one of the reasons: ${reasons.join(", ")}`;
    if (status === "won" && moving && !contract) errors.contractCents = "Enter the contract amount to mark it won";
  } else if (change.reason) {
    errors.reason = "A reason goes with won or lost";
  }
  if (change.assignee && !team.includes(change.assignee)) errors.assignee = "Choose a member of the team";
  if (Object.keys(errors).length > 0) return { errors };

  if (change.assignee !== undefined && change.assignee !== current.assignee) {
    set.assignee = change.assignee;
    entries.push({ action: "lead.assign", detail: { from: current.assignee, to: change.assignee } });
  }
  if (change.followUpOn !== undefined && change.followUpOn !== current.followUpOn) {
    set.followUpOn = change.followUpOn;
    entries.push({ action: "lead.follow-up", detail: { from: current.followUpOn, to: change.followUpOn } });
  }
  const amounts: Record<string, { from: number | null; to: number | null }> = {};
  for (const field of ["estimateCents", "contractCents"] as const) {
    const value = change[field];
    if (value !== undefined && value !== current[field]) {
      set[field] = value;
      amounts[field] = { from: current[field], to: value };
    }
  }
  if (Object.keys(amounts).length > 0) entries.push({ action: "lead.amounts", detail: amounts });

  const reasonChanged = (status === "won" || status === "lost") && change.reason !== undefined && change.reason !== current.outcomeReason;
  if (moving || reasonChanged) {
    set.status = status;
    if (moving && (status === "spam" || current.status === "spam")) set.spamAt = status === "spam" ? now.toISOString() : null;
    set.outcomeReason = status === "won" || status === "lost" ? (change.reason ?? current.outcomeReason) : null;
    entries.push({
      action: "lead.status",
      detail: {
        from: current.status,
        to: status,
        ...(set.outcomeReason ? { reason: set.outcomeReason } : {}),
        ...(note ? { note } : {}),
        ...(change.undo ? { undo: true } : {}),
      },
    });
  } else if (note) {
    entries.push({ action: "lead.note", detail: { note } });
  }
  if (entries.length === 0) return { errors: { note: NOTHING_CHANGED } };
  return { set, entries };
}
