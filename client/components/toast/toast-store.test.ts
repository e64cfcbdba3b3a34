import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, subscribeToasts, TOAST_REMOVE_DELAY_MS, toast } from "./toast-store";

afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("should keep at most one toast and remove a closed one after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const changes: number[] = [];
    const stop = subscribeToasts(() => changes.push(currentToasts().length));
    toast({ title: "One" });
    const second = toast({ title: "Two", variant: "destructive" });
    expect(currentToasts().map((t) => t.title)).toEqual(["Two"]);

    dismissToast(second.id);
    expect(currentToasts()[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
    expect(changes.at(-1)).toBe(0);
    stop();
  });
});
