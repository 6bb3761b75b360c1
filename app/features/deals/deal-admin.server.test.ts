import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeDayBounds } from "~/features/store";
import { store } from "~/features/store";
import { everyRow } from "../../../tests/setup/every-row";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { addCaseRule, changeCaseRule, listCaseRules, switchCaseRule } from "./case-rule-admin.server";
import { caseRulesInForce } from "./case-rules.server";
import { addCode, changeCode, endCode, findCode, listCodes } from "./deal-code-admin.server";
import { codeStatus, type CaseRuleTerms, type CodeTerms } from "./deal-terms";
import { salesOnShelf } from "./sales-on-shelf.server";

const NOW = new Date("2026-11-29T15:00:00.000Z");
const BY = { actor: "staff:1", now: NOW };
const day = (date: string) => storeDayBounds(date, store.timeZone);

const WINE_CASE: CaseRuleTerms = {
  name: "Mixed case of wine",
  counts: ["wine", "sparkling/champagne"],
  tiers: [
    { bottles: 6, basisPoints: 1_000 },
    { bottles: 12, basisPoints: 1_500 },
  ],
};

const FLYER: CodeTerms = {
  value: { kind: "percent", basisPoints: 1_000 },
  minimumCents: 5_000,
  startsAt: day("2026-12-01").start.toISOString(),
  endsAt: day("2026-12-31").end.toISOString(),
  maxUses: 50,
  maxUsesPerPhone: 1,
};

/** Counts every statement sent: the deals page's lists must not grow with the catalogue. */
class CountedQueries implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.count++;
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
}

/**
 * The owner's deals (issue #35 points 2, 3 and 5) on both databases: case rules and codes added,
 * changed, switched and ended, each change audited in its transaction; refusals that change
 * nothing; and the sales listed by the store's midnight.
 */
describe.each(testDatabaseKinds)("the deals the console keeps, on $kind", ({ create }) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  const changes = () => database.db.selectFrom("deal_change").selectAll().orderBy("id").execute();

  it("adds a case rule, changes it, switches it off and on; each change audited once, with its terms", async () => {
    const added = await addCaseRule(database.db, WINE_CASE, BY);
    expect(added).toEqual({ ok: true, id: expect.any(Number) });
    if (!added.ok) return;
    expect(await caseRulesInForce(database.db)).toEqual([{ id: added.id, ...WINE_CASE }]);

    const richer = { ...WINE_CASE, tiers: [...WINE_CASE.tiers, { bottles: 24, basisPoints: 2_000 }] };
    expect(await changeCaseRule(database.db, added.id, richer, BY)).toEqual({ ok: true, id: added.id });
    // The same terms again: nothing to audit.
    expect(await changeCaseRule(database.db, added.id, richer, BY)).toEqual({ ok: true, id: added.id });
    expect(await switchCaseRule(database.db, added.id, false, BY)).toEqual({ ok: true, id: added.id });
    expect(await switchCaseRule(database.db, added.id, false, BY)).toEqual({ ok: true, id: added.id });
    expect(await caseRulesInForce(database.db)).toEqual([]);
    expect(await listCaseRules(database.db)).toEqual([{ id: added.id, ...richer, active: false }]);
    await switchCaseRule(database.db, added.id, true, BY);

    const trail = await changes();
    expect(trail.map((change) => [change.kind, change.subject, change.actor])).toEqual([
      ["rule-added", WINE_CASE.name, "staff:1"],
      ["rule-changed", WINE_CASE.name, "staff:1"],
      ["rule-off", WINE_CASE.name, "staff:1"],
      ["rule-on", WINE_CASE.name, "staff:1"],
    ]);
    expect(JSON.parse(trail[1]?.before_terms ?? "")).toEqual(WINE_CASE);
    expect(JSON.parse(trail[1]?.after_terms ?? "")).toEqual(richer);
  });

  it("refuses a rule no form could send, and an id naming no rule, changing nothing", async () => {
    const added = await addCaseRule(database.db, WINE_CASE, BY);
    if (!added.ok) throw new Error("not added");
    const before = await everyRow(database.db);
    const refusals: CaseRuleTerms[] = [
      { ...WINE_CASE, name: "  " },
      { ...WINE_CASE, counts: [] },
      { ...WINE_CASE, counts: ["Wine; drop table case_rule"] },
      { ...WINE_CASE, tiers: [] },
      { ...WINE_CASE, tiers: [{ bottles: 1, basisPoints: 1_000 }] },
      { ...WINE_CASE, tiers: [{ bottles: 6, basisPoints: 10_001 }] },
      { ...WINE_CASE, tiers: [{ bottles: 6, basisPoints: 0.5 }] },
      {
        ...WINE_CASE,
        tiers: [
          { bottles: 12, basisPoints: 1_500 },
          { bottles: 6, basisPoints: 1_000 },
        ],
      },
    ];
    for (const terms of refusals) {
      expect(await addCaseRule(database.db, terms, BY)).toEqual({ ok: false, reason: "invalid" });
      expect(await changeCaseRule(database.db, added.id, terms, BY)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    for (const id of [added.id + 1, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1.5]) {
      expect(await changeCaseRule(database.db, id, WINE_CASE, BY)).toEqual({
        ok: false,
        reason: "not_found",
      });
      expect(await switchCaseRule(database.db, id, false, BY)).toEqual({ ok: false, reason: "not_found" });
    }
    expect(await everyRow(database.db)).toBe(before);
  });

  it("adds a code as checkout reads it, refuses it twice, changes it, and never sets a limit below its uses", async () => {
    expect(await addCode(database.db, " flyer 10 ", FLYER, BY)).toEqual({ ok: true, code: "FLYER10" });
    const before = await everyRow(database.db);
    expect(await addCode(database.db, "Flyer10", FLYER, BY)).toEqual({ ok: false, reason: "taken" });
    expect(await addCode(database.db, "x'; drop table deal_code; --", FLYER, BY)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await addCode(database.db, "A".repeat(41), FLYER, BY)).toEqual({ ok: false, reason: "invalid" });
    const badTerms: CodeTerms[] = [
      { ...FLYER, value: { kind: "percent", basisPoints: 0 } },
      { ...FLYER, value: { kind: "amount", amountCents: 1_000_001 } },
      { ...FLYER, minimumCents: -1 },
      { ...FLYER, startsAt: FLYER.endsAt, endsAt: FLYER.startsAt },
      { ...FLYER, startsAt: "2026-12-01" },
      { ...FLYER, maxUses: 1, maxUsesPerPhone: 2 },
      { ...FLYER, maxUses: 0 },
    ];
    for (const terms of badTerms) {
      expect(await addCode(database.db, "NEW", terms, BY)).toEqual({ ok: false, reason: "invalid" });
      expect(await changeCode(database.db, "FLYER10", terms, BY)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await changeCode(database.db, "NOPE", FLYER, BY)).toEqual({ ok: false, reason: "not_found" });
    expect(await endCode(database.db, "NOPE", BY)).toEqual({ ok: false, reason: "not_found" });

    // Twelve orders used it: the limit may not go below twelve, and no change moves the count.
    await database.db.updateTable("deal_code").set({ uses: 12 }).where("code", "=", "FLYER10").execute();
    const counted = await everyRow(database.db);
    expect(counted).not.toBe(before);
    expect(await changeCode(database.db, "FLYER10", { ...FLYER, maxUses: 11 }, BY)).toEqual({
      ok: false,
      reason: "below_uses",
      uses: 12,
    });
    expect(await everyRow(database.db)).toBe(counted);

    const amount: CodeTerms = { ...FLYER, value: { kind: "amount", amountCents: 500 }, maxUses: 12 };
    expect(await changeCode(database.db, "FLYER10", amount, BY)).toEqual({ ok: true, code: "FLYER10" });
    expect(await findCode(database.db, "FLYER10")).toEqual({ ...amount, code: "FLYER10", uses: 12 });
    const row = await database.db.selectFrom("deal_code").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "amount", amount_cents: 500, basis_points: null, uses: 12 });
    expect(codeStatus({ ...amount, uses: 12 }, NOW)).toBe("usedUp");
    expect((await changes()).map((change) => change.kind)).toEqual(["code-added", "code-changed"]);
  });

  it("ends a code now: running, it ends at this instant; one to come never starts; one ended stays as it was", async () => {
    await addCode(database.db, "RUNNING", { ...FLYER, startsAt: null }, BY);
    await addCode(database.db, "SOON", FLYER, BY);
    const endedAt = new Date(NOW.getTime() + 60_000);
    const later = { actor: "staff:2", now: endedAt };
    expect(await endCode(database.db, "RUNNING", later)).toEqual({ ok: true, code: "RUNNING" });
    expect(await endCode(database.db, "SOON", later)).toEqual({ ok: true, code: "SOON" });
    const ended = await listCodes(database.db);
    expect(ended.map((code) => [code.code, code.startsAt, code.endsAt, codeStatus(code, endedAt)])).toEqual([
      ["RUNNING", null, endedAt.toISOString(), "ended"],
      ["SOON", null, endedAt.toISOString(), "ended"],
    ]);
    const before = await everyRow(database.db);
    expect(
      await endCode(database.db, "RUNNING", { actor: "staff:2", now: new Date(endedAt.getTime() + 1) }),
    ).toEqual({
      ok: true,
      code: "RUNNING",
    });
    expect(await everyRow(database.db)).toBe(before);
    const trail = await changes();
    expect(trail.map((change) => [change.kind, change.subject, change.actor])).toEqual([
      ["code-added", "RUNNING", "staff:1"],
      ["code-added", "SOON", "staff:1"],
      ["code-ended", "RUNNING", "staff:2"],
      ["code-ended", "SOON", "staff:2"],
    ]);
    expect(JSON.parse(trail[3]?.before_terms ?? "")).toEqual(FLYER);
  });

  describe("sales on the shelf", () => {
    let position = 0;
    async function sizeOnSale(
      name: string,
      sale: { saleCents: number | null; startsAt?: string | null; endsAt?: string | null },
      { retired = 0, productRetired = 0, priceCents = 3_499 } = {},
    ) {
      const { id } = await database.db
        .insertInto("product")
        .values({
          route: name.toLowerCase().replaceAll(" ", "-"),
          name,
          brand: "Casa",
          type_slug: "wine",
          subtype_slug: "red",
          description: ".",
          modal: 0,
          varietal: null,
          wine_type: null,
          featured_rank: null,
          position: position++,
          retired: productRetired,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto("product_size")
        .values({
          id: `${name}-750ml`,
          product_id: Number(id),
          barcode: null,
          label: "750ml",
          size_ml: 750,
          price_cents: priceCents,
          image_path: "x.webp",
          inventory: null,
          position: 0,
          retired,
          sale_price_cents: sale.saleCents,
          sale_starts_at: sale.startsAt ?? null,
          sale_ends_at: sale.endsAt ?? null,
        })
        .execute();
    }
    const names = (sales: Array<{ productName: string }>) => sales.map((sale) => sale.productName);

    it("splits running, scheduled and ended at the store's midnight, across the night the clocks go back", async () => {
      // 1 November 2026 is 25 hours long in New York: its sale ends at 05:00 UTC on the 2nd.
      const fallBack = day("2026-11-01");
      await sizeOnSale("Fall Back", {
        saleCents: 2_999,
        startsAt: fallBack.start.toISOString(),
        endsAt: fallBack.end.toISOString(),
      });
      await sizeOnSale("Always", { saleCents: 2_999 });
      await sizeOnSale("From the 2nd", { saleCents: 2_999, startsAt: fallBack.end.toISOString() });
      await sizeOnSale("Long Gone", { saleCents: 2_999, endsAt: day("2026-09-30").end.toISOString() });
      await sizeOnSale("Retired Size", { saleCents: 2_999 }, { retired: 1 });
      await sizeOnSale("Retired Product", { saleCents: 2_999 }, { productRetired: 1 });
      await sizeOnSale("Not Below", { saleCents: 3_499 });
      await sizeOnSale("No Sale", { saleCents: null });

      const lastMinute = await salesOnShelf(database.db, new Date(fallBack.end.getTime() - 1));
      expect(fallBack.end.toISOString()).toBe("2026-11-02T05:00:00.000Z");
      expect(lastMinute).toMatchObject({ scheduled: [{ productName: "From the 2nd" }] });
      expect(names(lastMinute.running)).toEqual(["Always", "Fall Back"]);
      expect(lastMinute.ended).toEqual([]);

      const midnight = await salesOnShelf(database.db, fallBack.end);
      expect(names(midnight.running)).toEqual(["Always", "From the 2nd"]);
      expect(midnight.scheduled).toEqual([]);
      expect(midnight.ended).toEqual([
        {
          sizeId: "Fall Back-750ml",
          productName: "Fall Back",
          productRoute: "fall-back",
          sizeLabel: "750ml",
          regularCents: 3_499,
          saleCents: 2_999,
          startsAt: "2026-11-01T04:00:00.000Z",
          endsAt: "2026-11-02T05:00:00.000Z",
        },
      ]);
      // Thirty days on, an ended sale leaves the page.
      const monthLater = await salesOnShelf(database.db, new Date(fallBack.end.getTime() + 30 * 86_400_000));
      expect(monthLater.ended).toEqual([]);
    });

    it("lists a catalogue of 1,200 sizes on sale in one query", async () => {
      const products = Array.from({ length: 1_200 }, (_, index) => ({
        route: `bulk-${index}`,
        name: `Bulk ${String(index).padStart(4, "0")}`,
        brand: "Bulk",
        type_slug: "wine",
        subtype_slug: "red",
        description: ".",
        modal: 0,
        varietal: null,
        wine_type: null,
        featured_rank: null,
        position: index,
        retired: 0,
      }));
      for (let from = 0; from < products.length; from += 400)
        await database.db
          .insertInto("product")
          .values(products.slice(from, from + 400))
          .execute();
      const ids = await database.db.selectFrom("product").select(["id", "position"]).execute();
      const sizes = ids.map((product) => ({
        id: `bulk-${product.position}-750ml`,
        product_id: product.id,
        barcode: null,
        label: "750ml",
        size_ml: 750,
        price_cents: 2_000,
        image_path: "x.webp",
        inventory: null,
        position: 0,
        retired: 0,
        sale_price_cents: 1_500,
        // A third run, a third are to come, a third ended yesterday.
        sale_starts_at: product.position % 3 === 1 ? day("2026-12-01").start.toISOString() : null,
        sale_ends_at: product.position % 3 === 2 ? day("2026-11-28").end.toISOString() : null,
      }));
      for (let from = 0; from < sizes.length; from += 400)
        await database.db
          .insertInto("product_size")
          .values(sizes.slice(from, from + 400))
          .execute();
      const counter = new CountedQueries();
      const sales = await salesOnShelf(database.db.withPlugin(counter), NOW);
      expect(counter.count).toBe(1);
      expect([sales.running.length, sales.scheduled.length, sales.ended.length]).toEqual([400, 400, 400]);
    });
  });
});
