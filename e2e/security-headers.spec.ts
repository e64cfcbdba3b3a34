import { expect, test } from "@playwright/test";
import { gradeHost, observatoryFailures } from "../bench/observatory.mjs";

test.describe("security headers", () => {
  test("should earn MDN HTTP Observatory's A+ apart from the checks only HTTPS can pass", async ({ baseURL }) => {
    // The first run installs the scanner (bench/tools/observatory) from the npm registry.
    test.setTimeout(180_000);
    const report = await gradeHost(new URL(baseURL!).host);
    expect(observatoryFailures(report)).toEqual([]);
    expect(report.local.grade).toBe("A+");
    // Over plain HTTP only the redirection to HTTPS and HSTS fail, and nothing else.
    expect(report.tests.filter((t) => !t.pass).map((t) => t.name).sort()).toEqual(["redirection", "strict-transport-security"]);
  });
});
