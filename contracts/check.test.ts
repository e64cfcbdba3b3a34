import { describe, expect, it } from "vitest";
import { arrayOf, boolean, nullable, number, object, oneOf, optional, string } from "./check";

describe("answer checks", () => {
  const checkWindow = object({ id: string, remaining: number, available: boolean, note: optional(string), at: nullable(string) });

  it("should return the value it accepts, extra fields kept", () => {
    const value = { id: "2026-11-24T08:00", remaining: 2, available: true, at: null, extra: 1 };
    expect(checkWindow(value)).toBe(value);
    expect(arrayOf(checkWindow)([value, { ...value, note: "gate code", at: "x" }])).toHaveLength(2);
  });

  it("should say where a nested answer differs", () => {
    const checkDays = object({ days: arrayOf(object({ windows: arrayOf(checkWindow) })) });
    const window = { id: "a", remaining: 1, available: true, at: null };
    expect(() => checkDays({ days: [{ windows: [window, { ...window, remaining: "1" }] }] })).toThrow(
      new TypeError("days[0].windows[1].remaining should be a number"),
    );
    expect(() => checkDays({ days: {} })).toThrow("days should be a list");
    expect(() => checkDays(null)).toThrow("the answer should be an object");
    expect(() => checkDays([])).toThrow("the answer should be an object");
  });

  it("should tell a missing field from a null one", () => {
    expect(() => checkWindow({ id: "a", remaining: 1, available: true })).toThrow("at should be a string");
    expect(() => checkWindow({ id: "a", remaining: 1, available: true, at: null, note: null })).toThrow("note should be a string");
  });

  it("should accept only the listed values", () => {
    const role = oneOf(["user", "assistant"]);
    expect(role("user")).toBe("user");
    expect(() => role("system", "role")).toThrow("role should be one of user, assistant");
  });
});
