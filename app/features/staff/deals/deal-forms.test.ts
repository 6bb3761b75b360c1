import { describe, expect, it } from "vitest";
import { storeDayBounds } from "~/features/store";
import { readCaseRuleForm, typedPercentToBasisPoints } from "./case-rule-form";
import { codeFields, readCodeForm } from "./deal-code-form";
import { dealChangeTerms, percentText } from "./deal-terms-text";

const COUNTABLE = new Set(["wine", "wine/red", "sparkling", "sparkling/champagne", "whiskey"]);
const NOW = new Date("2026-11-29T15:00:00.000Z");
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  return body;
};
const midnight = (day: string, edge: "start" | "end") =>
  storeDayBounds(day, "America/New_York")[edge].toISOString();

describe("a percentage as the owner types it", () => {
  it.each([
    ["10", 1_000],
    ["12.5", 1_250],
    ["12.50 %", 1_250],
    ["0.01", 1],
    ["100", 10_000],
    [" 7.25% ", 725],
  ])("%s is %i basis points", (typed, basisPoints) => {
    expect(typedPercentToBasisPoints(typed)).toBe(basisPoints);
    expect(typedPercentToBasisPoints(percentText(basisPoints))).toBe(basisPoints);
  });

  it.each(["0", "0.001", "100.01", "1e2", "-5", "ten", "", "12,5", "Infinity", "9".repeat(400)])(
    "%j is refused",
    (typed) => expect(typedPercentToBasisPoints(typed)).toBeNull(),
  );
});

describe("the case-rule form", () => {
  const rule = {
    name: " Mixed case of wine ",
    counts: ["wine", "wine/red", "sparkling/champagne"],
    "tiers.0.bottles": "6",
    "tiers.0.percent": "10",
    "tiers.1.bottles": "12",
    "tiers.1.percent": "15",
  };

  it("reads a name, the boxes ticked (a subtype of a whole type adds nothing) and the tiers, empty rows left out", () => {
    expect(
      readCaseRuleForm(form({ ...rule, "tiers.3.bottles": "", "tiers.3.percent": "" }), COUNTABLE),
    ).toEqual({
      ok: true,
      terms: {
        name: "Mixed case of wine",
        counts: ["wine", "sparkling/champagne"],
        tiers: [
          { bottles: 6, basisPoints: 1_000 },
          { bottles: 12, basisPoints: 1_500 },
        ],
      },
    });
  });

  it("says what is wrong with each field", () => {
    const read = readCaseRuleForm(
      form({
        name: "",
        counts: ["rum"],
        "tiers.0.bottles": "12",
        "tiers.0.percent": "15",
        "tiers.1.bottles": "6",
        "tiers.1.percent": "20",
        "tiers.2.bottles": "24",
        "tiers.2.percent": "10",
        "tiers.3.bottles": "1001",
        "tiers.3.percent": "30",
        "tiers.4.bottles": "30",
        "tiers.4.percent": "",
        "tiers.5.bottles": "40",
        "tiers.5.percent": "1.234",
      }),
      COUNTABLE,
    );
    expect(read).toMatchObject({
      ok: false,
      problems: {
        name: { key: "problem.name" },
        counts: { key: "problem.countsUnknown" },
        "tiers.1.bottles": { key: "problem.bottlesRising", values: { bottles: 12 } },
        "tiers.2.percent": { key: "problem.percentRising", values: { percent: "15" } },
        "tiers.3.bottles": { key: "problem.bottles" },
        "tiers.4.percent": { key: "problem.tierHalf" },
        "tiers.5.percent": { key: "problem.percent" },
      },
      typed: { name: "", counts: ["rum"], "tiers.5.percent": "1.234" },
    });
    expect(readCaseRuleForm(form({ name: "x".repeat(101), counts: [] }), COUNTABLE)).toMatchObject({
      ok: false,
      problems: {
        name: { key: "problem.nameLong", values: { max: 100 } },
        counts: { key: "problem.counts" },
        "tiers.0.bottles": { key: "problem.noTier" },
      },
    });
  });
});

describe("the code form", () => {
  const code = {
    code: "flyer 10",
    kind: "percent",
    value: "10",
    minimum: "50",
    starts: "2026-12-01",
    ends: "2026-12-31",
    maxUses: "50",
    maxUsesPerPhone: "1",
  };

  it("reads dollars as cents and the store's days as the midnights that bound them", () => {
    expect(readCodeForm(form(code), { now: NOW, current: null })).toEqual({
      ok: true,
      terms: {
        value: { kind: "percent", basisPoints: 1_000 },
        minimumCents: 5_000,
        startsAt: "2026-12-01T05:00:00.000Z",
        endsAt: "2027-01-01T05:00:00.000Z",
        maxUses: 50,
        maxUsesPerPhone: 1,
      },
    });
    // The last day of daylight time: the code ends at the midnight after it, an hour later in UTC.
    const amount = {
      ...code,
      kind: "amount",
      value: "$1,000.5",
      minimum: "",
      starts: "",
      ends: "2026-11-01",
    };
    expect(
      readCodeForm(form(amount), { now: new Date("2026-10-01T00:00:00Z"), current: null }),
    ).toMatchObject({
      ok: true,
      terms: {
        value: { kind: "amount", amountCents: 100_050 },
        minimumCents: null,
        startsAt: null,
        endsAt: midnight("2026-11-01", "end"),
      },
    });
    expect(midnight("2026-11-01", "end")).toBe("2026-11-02T05:00:00.000Z");
  });

  it("refuses what no code could hold, field by field, and keeps what was typed", () => {
    const read = readCodeForm(
      form({
        ...code,
        kind: "amount",
        value: "0",
        minimum: "10000.01",
        starts: "2026-02-30",
        ends: "2026-11-28",
        maxUses: "1e3",
        maxUsesPerPhone: "99999999",
      }),
      { now: NOW, current: null },
    );
    expect(read).toEqual({
      ok: false,
      problems: {
        value: { key: "problem.amount" },
        minimum: { key: "problem.minimum" },
        starts: { key: "problem.date" },
        ends: { key: "problem.endsPast" },
        maxUses: { key: "problem.uses" },
        maxUsesPerPhone: { key: "problem.uses" },
      },
      typed: expect.objectContaining({ value: "0", starts: "2026-02-30", maxUses: "1e3" }),
    });
    expect(
      readCodeForm(
        form({ ...code, kind: "", starts: "2026-12-31", ends: "2026-12-01", maxUsesPerPhone: "51" }),
        {
          now: NOW,
          current: null,
        },
      ),
    ).toMatchObject({
      ok: false,
      problems: {
        kind: { key: "problem.kind" },
        ends: { key: "problem.endsBeforeStart" },
        maxUsesPerPhone: { key: "problem.perPhoneAboveUses", values: { max: 50 } },
      },
    });
    expect(readCodeForm(form({ ...code, value: "100.5" }), { now: NOW, current: null })).toMatchObject({
      ok: false,
      problems: { value: { key: "problem.percent" } },
    });
  });

  it("keeps a code's stored instants where the days are left as shown: one ended mid-day stays ended", () => {
    const endedAt = "2026-11-29T14:59:00.000Z";
    const current = {
      value: { kind: "percent" as const, basisPoints: 1_000 },
      minimumCents: null,
      startsAt: midnight("2026-11-20", "start"),
      endsAt: endedAt,
      maxUses: null,
      maxUsesPerPhone: null,
    };
    const fields = codeFields({ ...current, code: "FLYER10" });
    expect(fields).toMatchObject({ kind: "percent", value: "10", starts: "2026-11-20", ends: "2026-11-29" });
    const edited = readCodeForm(form({ ...fields, kind: "percent", value: "15" } as Record<string, string>), {
      now: NOW,
      current,
    });
    expect(edited).toMatchObject({ ok: true, terms: { startsAt: current.startsAt, endsAt: endedAt } });
    // A past day typed anew is refused: End now is for that.
    expect(
      readCodeForm(form({ ...fields, ends: "2026-11-28" } as Record<string, string>), { now: NOW, current }),
    ).toMatchObject({ ok: false, problems: { ends: { key: "problem.endsPast" } } });
  });
});

describe("a deal's change in the audit trail's words", () => {
  const rule = { name: "Wine", counts: ["wine"], tiers: [{ bottles: 6, basisPoints: 1_000 }] };
  const code = {
    value: { kind: "amount", amountCents: 500 },
    minimumCents: 5_000,
    startsAt: midnight("2026-12-01", "start"),
    endsAt: midnight("2026-12-31", "end"),
    maxUses: 50,
    maxUsesPerPhone: null,
  };

  it("names every term of an addition, and only the terms that changed, before → after", () => {
    expect(dealChangeTerms({ kind: "rule-added", before: null, after: JSON.stringify(rule) }, "en")).toBe(
      "name Wine; counts wine; tiers 6+ bottles: 10 %",
    );
    const richer = { ...rule, name: "Vino", tiers: [...rule.tiers, { bottles: 12, basisPoints: 1_250 }] };
    expect(
      dealChangeTerms(
        { kind: "rule-changed", before: JSON.stringify(rule), after: JSON.stringify(richer) },
        "es",
      ),
    ).toBe("nombre Wine → Vino; niveles 6+ botellas: 10 % → 6+ botellas: 10 %, 12+ botellas: 12.5 %");
    expect(dealChangeTerms({ kind: "code-added", before: null, after: JSON.stringify(code) }, "en")).toBe(
      "discount $5.00 off; minimum $50.00; first day Dec 1, 2026; last day Dec 31, 2026; uses in all 50; uses per phone no limit",
    );
    const longer = { ...code, minimumCents: null, endsAt: midnight("2027-01-15", "end") };
    expect(
      dealChangeTerms(
        { kind: "code-changed", before: JSON.stringify(code), after: JSON.stringify(longer) },
        "en",
      ),
    ).toBe("minimum $50.00 → none; last day Dec 31, 2026 → Jan 15, 2027");
    expect(dealChangeTerms({ kind: "code-changed", before: null, after: "not json" }, "en")).toBe("");
  });
});
