import { useSyncExternalStore } from "react";

/** SPEC section 9: one toast at a time, shown 5 s, removed 1,000,000 ms after it closes. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();
const NONE: ToastRecord[] = [];

function emit(next: ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id: string) {
  scheduleRemoval(id);
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

/**
 * Shows a toast; a newer toast replaces the one on screen.
 * @example toast({ title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" })
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastRecord[] {
  return toasts;
}

export function useToasts(): ToastRecord[] {
  return useSyncExternalStore(subscribeToasts, currentToasts, () => NONE);
}
