import { describe, expect, it } from "vitest";
import { webVitalBatchSchema, webVitalReportSchema } from "./web-vital";
import { LCP_REPORT } from "../../../tests/fixtures/web-vitals";

const LCP = LCP_REPORT;

describe("the web vitals report schema (POST /api/vitals)", () => {
  it.each([
    ["LCP", LCP],
    ["CLS of 0", { ...LCP, name: "CLS", value: 0, rating: "good" }],
    ["a poor INP", { ...LCP, name: "INP", value: 912, rating: "poor" }],
    [
      "TTFB after a back/forward-cache restore",
      { ...LCP, name: "TTFB", navigationType: "back-forward-cache" },
    ],
    ["the home page", { ...LCP, path: "/" }],
    ["a percent-encoded path", { ...LCP, path: "/catalog/caf%C3%A9" }],
    ["a path of 300 characters", { ...LCP, path: `/${"a".repeat(299)}` }],
    ["ten minutes of LCP", { ...LCP, value: 600_000 }],
  ])("accepts %s", (_case, report) => {
    expect(webVitalReportSchema.safeParse(report).success).toBe(true);
  });

  it.each([
    ["an unknown field", { ...LCP, userAgent: "x" }],
    ["an unknown metric", { ...LCP, name: "FID" }],
    ["a lower-case name", { ...LCP, name: "lcp" }],
    ["a missing field", { name: "LCP", value: 1, rating: "good", id: "v5-1", navigationType: "navigate" }],
    ["a value as text", { ...LCP, value: "1234" }],
    ["a negative value", { ...LCP, value: -1 }],
    ["Infinity (JSON's 1e999)", JSON.parse(JSON.stringify(LCP).replace("1234.5", "1e999"))],
    ["a timing over ten minutes", { ...LCP, value: 600_001 }],
    ["a CLS over 100", { ...LCP, name: "CLS", value: 101 }],
    ["an unknown rating", { ...LCP, rating: "excellent" }],
    ["an unknown navigation type", { ...LCP, navigationType: "teleport" }],
    ["an empty id", { ...LCP, id: "" }],
    ["an id with markup", { ...LCP, id: "<script>" }],
    ["an id of 101 characters", { ...LCP, id: "v".repeat(101) }],
    ["a path without its leading slash", { ...LCP, path: "catalog" }],
    ["an absolute URL as path", { ...LCP, path: "https://evil.example/" }],
    ["an empty path", { ...LCP, path: "" }],
    ["a path of 301 characters", { ...LCP, path: `/${"a".repeat(300)}` }],
    ["a path with a space", { ...LCP, path: "/catalog /x" }],
    ["a path with a newline", { ...LCP, path: "/catalog\n" }],
    ["a path with non-ASCII text", { ...LCP, path: "/café" }],
    ["a path that is a number", { ...LCP, path: 1 }],
    ["null", null],
    ["a list", [LCP]],
  ])("refuses %s", (_case, report) => {
    expect(webVitalReportSchema.safeParse(report).success).toBe(false);
  });
});

describe("a batch of reports", () => {
  it("holds one to ten reports", () => {
    expect(webVitalBatchSchema.safeParse([LCP]).success).toBe(true);
    expect(webVitalBatchSchema.safeParse(Array(10).fill(LCP)).success).toBe(true);
  });

  it.each([
    ["an empty list", []],
    ["eleven reports", Array(11).fill(LCP)],
    ["a lone report outside a list", LCP],
    ["a list with one bad report among good ones", [LCP, { ...LCP, name: "FID" }, LCP]],
  ])("refuses %s, whole", (_case, batch) => {
    expect(webVitalBatchSchema.safeParse(batch).success).toBe(false);
  });
});
