import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells a spreadsheet could run", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["\uFF1D1+1", "'\uFF1D1+1"], // full-width equals
    ["\uFF0B1", "'\uFF0B1"], // full-width plus
    ["\uFF0D1", "'\uFF0D1"], // full-width minus
    ["\uFF20SUM(A1)", "'\uFF20SUM(A1)"], // full-width at
    ["\uFE66cmd", "'\uFE66cmd"], // small equals
    ["\u200B=cmd|' /C calc'!A0", "'\u200B=cmd|' /C calc'!A0"], // zero-width space first
    ['\uFEFF=HYPERLINK("http://evil")', `"'\uFEFF=HYPERLINK(""http://evil"")"`], // BOM first
    ["\u2060\u200D@SUM(1)", "'\u2060\u200D@SUM(1)"], // word joiner, zero-width joiner
    ["  =1", "'  =1"], // spaces first
    ["\u00A0=1", "'\u00A0=1"], // no-break space first
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
  ])("should defuse %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("should drop NUL bytes, including one hiding a formula", () => {
    expect(csvCell("a\u0000b")).toBe("ab");
    expect(csvCell("\u0000=1")).toBe("'=1");
    expect(csvRow(["x\u0000", "y"])).toBe("x,y\r\n");
  });

  it("should leave ordinary text alone", () => {
    for (const text of ["Jordan Ellis", "(410) 555-0177", "jordan@example.net", "Roof – leak", "１２３ Main St", "Ünïcödé"])
      expect(csvCell(text)).toBe(text);
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
  });
});
