import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readDeployTarget } from "./deploy-config";
import {
  claimFiles,
  claimProblems,
  LAUNCH_FACT_CHECKS,
  loanRateProblems,
  officeGeoProblems,
  officeHoursProblems,
  socialLinkProblems,
  statedClaims,
  unknownClaimProblems,
} from "./launch-facts-checks";
import type { DeployTarget } from "./preflight-checks";

const FIXTURE = new URL("./fixtures/complete.wrangler.toml", import.meta.url).pathname;
const complete = readDeployTarget(FIXTURE, "production");
const withVars = (vars: Record<string, string>): DeployTarget => ({ ...complete, vars: { ...complete.vars, ...vars } });

describe("the business's own word before launch", () => {
  it("should pass a configuration that confirms every claim and sets hours, rates and coordinates", () => {
    assert.deepEqual(
      LAUNCH_FACT_CHECKS.flatMap((check) => check(complete)),
      [],
    );
  });

  it("should name every claim the owner has not confirmed, with where it shows", () => {
    const problems = claimProblems(withVars({ CLAIMS_CONFIRMED: "founded, crews" }));
    assert.equal(problems.length, statedClaims.length - 2);
    assert.ok(problems.some((problem) => problem.includes("certification") && problem.includes("structured data (award) once confirmed")));
    assert.ok(!problems.some((problem) => problem.includes(" founded ")));
    assert.equal(claimProblems(withVars({ CLAIMS_CONFIRMED: "" })).length, statedClaims.length);
    assert.equal(unknownClaimProblems(withVars({ CLAIMS_CONFIRMED: "founded, fonded" })).length, 1);
  });

  it("should say in which files each claim figure is named, for the owner to read", () => {
    const files = claimFiles(new URL("..", import.meta.url).pathname);
    assert.ok(files.get("founded")!.includes("client/pages/home.tsx"));
    assert.ok(files.get("founded")!.includes("content/answers/company.ts"));
    assert.ok(files.get("crews")!.includes("content/pages/about.ts"));
    assert.ok(!files.get("founded")!.includes("content/business.ts"));
  });

  it("should refuse office hours it cannot read, and a call-back time that is no number of hours", () => {
    assert.equal(officeHoursProblems(withVars({ OFFICE_HOURS: "" })).length, 1);
    assert.equal(officeHoursProblems(withVars({ OFFICE_HOURS: "weekdays 8 to 6" })).length, 1);
    assert.equal(officeHoursProblems(withVars({ CALLBACK_HOURS: "two" })).length, 1);
    assert.deepEqual(officeHoursProblems(withVars({ OFFICE_HOURS: "Mo-Fr 07:00-17:00; Sa 08:00-12:00" })), []);
  });

  it("should flag the calculator's rates until the lender's three are set and in order", () => {
    assert.equal(loanRateProblems(withVars({ LOAN_APR_LOW: "", LOAN_APR_HIGH: "", LOAN_APR_TYPICAL: "" })).length, 1);
    assert.match(loanRateProblems(withVars({ LOAN_APR_TYPICAL: "30" }))[0]!, /low <= typical <= high/);
    assert.match(loanRateProblems(withVars({ LOAN_APR_LOW: "cheap" }))[0]!, /cheap not an APR/);
  });

  it("should refuse coordinates that are missing or outside Maryland and Delaware, or outside the office's state", () => {
    assert.match(officeGeoProblems(withVars({ OFFICE_LATITUDE: "" }))[0]!, /not set/);
    // Downtown Richmond, Virginia, and a point in Pennsylvania.
    assert.match(officeGeoProblems(withVars({ OFFICE_LATITUDE: "37.54", OFFICE_LONGITUDE: "-77.43" }))[0]!, /not in MD/);
    assert.match(officeGeoProblems(withVars({ OFFICE_LATITUDE: "40.2", OFFICE_LONGITUDE: "-76.6" }))[0]!, /not in MD/);
    // Dover, Delaware, for an office in Delaware; not for one in Maryland.
    assert.deepEqual(officeGeoProblems(withVars({ OFFICE_STATE: "DE", OFFICE_LATITUDE: "39.158", OFFICE_LONGITUDE: "-75.524" })), []);
    assert.equal(officeGeoProblems(withVars({ OFFICE_STATE: "DE", OFFICE_LATITUDE: "39.29", OFFICE_LONGITUDE: "-76.61" })).length, 1);
  });

  it("should refuse a social link that is a network's home page rather than the business's profile", () => {
    assert.equal(socialLinkProblems(withVars({ SOCIAL_TWITTER: "https://twitter.com/" })).length, 1);
    assert.equal(socialLinkProblems(withVars({ SOCIAL_LINKEDIN: "http://www.linkedin.com/company/fixture" })).length, 1);
    assert.deepEqual(socialLinkProblems(withVars({ SOCIAL_LINKEDIN: "https://www.linkedin.com/company/fixture", SOCIAL_TWITTER: "" })), []);
  });
});
