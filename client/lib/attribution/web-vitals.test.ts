import { describe, expect, it } from "vitest";
import { vitalsBatchSchema } from "../../../contracts/attribution";
import { VITALS_PER_BEACON } from "../../../contracts/beacon-limits";
import { type ReportedMetric, vitalOf, vitalsBodies, vitalsQueue } from "./web-vitals";

const metric = (name: ReportedMetric["name"], value: number, id = `${name}-1`): ReportedMetric => ({
  name,
  value,
  rating: "good",
  id,
});

describe("vitalOf", () => {
  it("should keep the four measured metrics, rounded, and leave out FCP and values out of range", () => {
    expect(vitalOf(metric("LCP", 1834.6), "/roofing")).toEqual({ name: "LCP", value: 1835, rating: "good", path: "/roofing" });
    expect(vitalOf(metric("CLS", 0.123456), "/")).toEqual({ name: "CLS", value: 0.1235, rating: "good", path: "/" });
    expect(vitalOf(metric("TTFB", 1e9), "/")?.value).toBe(3_600_000);
    expect(vitalOf(metric("FCP", 900), "/")).toBeNull();
    expect(vitalOf(metric("INP", Number.NaN), "/")).toBeNull();
    expect(vitalOf(metric("INP", -1), "/")).toBeNull();
    expect(vitalOf(metric("LCP", 1000), `/${"a".repeat(400)}`)?.path).toHaveLength(300);
  });
});

describe("vitalsBodies", () => {
  it("should split the queue into beacons the worker accepts, none over the limit or 8 KB", () => {
    const vitals = Array.from({ length: 45 }, (_, i) => vitalOf(metric("TTFB", 3_600_000, `m${i}`), `/${"p".repeat(299)}`)!);
    const bodies = vitalsBodies(vitals);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(8 * 1024);
      expect(vitalsBatchSchema.safeParse(JSON.parse(body)).success).toBe(true);
    }
    expect(bodies.map((body) => (JSON.parse(body) as { vitals: unknown[] }).vitals.length)).toEqual([
      VITALS_PER_BEACON,
      VITALS_PER_BEACON,
      5,
    ]);
  });
});

describe("vitalsQueue", () => {
  it("should send nothing until flushed, then everything queued in one beacon, once", () => {
    const sent: string[] = [];
    const queue = vitalsQueue((body) => sent.push(body) > 0);
    queue.add(metric("TTFB", 120), "/contact");
    queue.add(metric("LCP", 1500), "/contact");
    queue.add(metric("FCP", 700), "/contact");
    expect(sent).toEqual([]);
    queue.flush();
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      {
        vitals: [
          { name: "TTFB", value: 120, rating: "good", path: "/contact" },
          { name: "LCP", value: 1500, rating: "good", path: "/contact" },
        ],
      },
    ]);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it("should send a metric reported again before the flush once, with its latest value", () => {
    const sent: string[] = [];
    const queue = vitalsQueue((body) => sent.push(body) > 0);
    queue.add(metric("CLS", 0.02, "cls-a"), "/");
    queue.add(metric("CLS", 0.08, "cls-a"), "/");
    queue.add(metric("CLS", 0.01, "cls-b"), "/");
    queue.flush();
    expect((JSON.parse(sent[0]!) as { vitals: { value: number }[] }).vitals.map((vital) => vital.value)).toEqual([0.08, 0.01]);
  });

  it("should keep what the browser refused to send for the next flush", () => {
    let accept = false;
    const sent: string[] = [];
    const queue = vitalsQueue((body) => accept && sent.push(body) > 0);
    queue.add(metric("INP", 180), "/schedule");
    queue.flush();
    expect(queue.size).toBe(1);
    accept = true;
    queue.flush();
    expect(queue.size).toBe(0);
    expect(sent).toHaveLength(1);
  });
});
