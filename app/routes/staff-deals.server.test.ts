import type { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { auditEntryText } from "~/features/staff/audit-entry-text";
import { auditTrail } from "~/features/staff/staff-audit.server";
import { storeDayBounds } from "~/features/store";
import { store } from "~/features/store";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { everyRow } from "../../tests/setup/every-row";
import { catalogueInNewDatabase } from "../../tests/setup/page-loader-args";
import { answerOf, staffSessionCookie, type RouteAnswer } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as dealsPage from "./staff-deals";

const PAGE = "http://store.test/staff/deals";

const RULE = {
  intent: "rule-add",
  name: "Mixed case of wine",
  counts: "wine",
  "tiers.0.bottles": "6",
  "tiers.0.percent": "10",
  "tiers.1.bottles": "12",
  "tiers.1.percent": "15",
};
const CODE = {
  intent: "code-add",
  code: "flyer 10",
  kind: "percent",
  value: "10",
  minimum: "50",
  starts: "",
  ends: "",
  maxUses: "50",
  maxUsesPerPhone: "1",
};

/** The deals page through its route (issue #35): who may use it, its forms, hostile input, the audit trail's words. */
describe.each(testDatabaseKinds)("the deals page through its route, on $kind", (kind) => {
  let database: TestDatabase;
  let catalog: CatalogSnapshotHolder;
  let context: RouterContextProvider;
  const cookies = { owner: "", clerk: "", driver: "" };

  /** Every table but the sessions' bookkeeping: what a refused form must leave as it was. */
  const everything = () => everyRow(database.db, /^(staff_session|staff_browser|rate_limit|kysely_)/);

  function post(fields: Record<string, string> | URLSearchParams | string, cookie = cookies.owner) {
    const body =
      typeof fields === "string" || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
    const request = new Request(PAGE, {
      method: "POST",
      body,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    return answerOf(() => dealsPage.action({ request, url: new URL(PAGE), params: {}, context } as never));
  }

  async function page(query = "", cookie = cookies.owner) {
    const request = new Request(`${PAGE}${query}`, { headers: { Cookie: cookie } });
    const answer = await answerOf(() =>
      dealsPage.loader({ request, url: new URL(request.url), params: {}, context } as never),
    );
    return answer as RouteAnswer & { body: Awaited<ReturnType<typeof dealsPage.loader>> };
  }

  /** Where a saved form sends the browser (a thrown redirect), or the status of one refused. */
  async function savedTo(fields: Record<string, string>) {
    const request = new Request(PAGE, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: cookies.owner, "Content-Type": "application/x-www-form-urlencoded" },
    });
    try {
      await dealsPage.action({ request, url: new URL(PAGE), params: {}, context } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location");
      throw thrown;
    }
    return "not saved";
  }

  beforeAll(async () => {
    ({ database, catalog } = await catalogueInNewDatabase(kind, "data/catalog.json"));
    context = storeContext({
      services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    for (const role of ["owner", "clerk", "driver"] as const)
      cookies[role] = await staffSessionCookie(database.db, context, {
        role,
        email: `${role}@store.example`,
      });
  });
  afterAll(() => database.drop());
  afterEach(() => vi.useRealTimers());

  it("refuses a clerk and a driver the page and every form (403), changing nothing; the owner gets it", async () => {
    const before = await everything();
    const bodies: Array<Record<string, string>> = [
      RULE,
      { ...RULE, intent: "rule-edit", id: "1" },
      { intent: "rule-on", id: "1" },
      { intent: "rule-off", id: "1" },
      CODE,
      { ...CODE, intent: "code-edit", code: "FLYER10" },
      { intent: "code-end", code: "FLYER10" },
    ];
    for (const role of ["clerk", "driver"] as const) {
      expect((await page("", cookies[role])).status, role).toBe(403);
      for (const body of bodies)
        expect((await post(body, cookies[role])).status, `${role} ${body.intent}`).toBe(403);
    }
    expect(await everything()).toBe(before);
    const owners = await page();
    expect(owners.status).toBe(200);
    expect(owners.body.choices.find((choice) => choice.value === "wine")).toMatchObject({
      label: "Wine",
      subtypes: expect.arrayContaining([{ value: "wine/french", label: "French" }]),
    });
  });

  it("adds, changes and switches a case rule, adds, changes and ends a code; the page and the audit trail say so in both languages", async () => {
    expect(await savedTo(RULE)).toBe("/staff/deals?saved=rule-added");
    expect(await savedTo(CODE)).toBe("/staff/deals?saved=code-added");
    const listed = (await page("?saved=code-added")).body;
    expect(listed.saved).toBe("deals.saved.code-added");
    const rule = listed.rules[0];
    expect(rule).toMatchObject({
      name: "Mixed case of wine",
      active: true,
      counts: "Counts: Wine",
      tiers: ["6+ bottles: 10 %", "12+ bottles: 15 %"],
    });
    expect(listed.codes).toEqual([
      expect.objectContaining({
        code: "FLYER10",
        status: "running",
        value: "10 % off",
        minimum: "Minimum $50.00",
        dates: "No dates",
        uses: "Uses: 0 of 50",
        perPhone: "Once per phone",
      }),
    ]);
    const id = String(rule?.id);
    const edit = { ...RULE, intent: "rule-edit", id, counts: "wine/french", "tiers.1.percent": "17.5" };
    expect(await savedTo(edit)).toBe("/staff/deals?saved=rule-changed");
    expect(await savedTo({ intent: "rule-off", id })).toBe("/staff/deals?saved=rule-off");
    const codeEdit = {
      ...CODE,
      intent: "code-edit",
      code: "FLYER10",
      kind: "amount",
      value: "5",
      maxUses: "",
    };
    expect(await savedTo(codeEdit)).toBe("/staff/deals?saved=code-changed");
    expect(await savedTo({ intent: "code-end", code: "FLYER10" })).toBe("/staff/deals?saved=code-ended");
    const after = (await page()).body;
    expect(after.rules[0]).toMatchObject({
      active: false,
      counts: "Counts: Wine › French",
      tiers: ["6+ bottles: 10 %", "12+ bottles: 17.5 %"],
    });
    expect(after.codes[0]).toMatchObject({ status: "ended", value: "$5.00 off", uses: "Uses: 0, no limit" });

    const { entries } = await auditTrail(database.db, { actor: null, page: 1 });
    const deals = entries.filter((entry) => entry.source === "deal").reverse();
    expect(deals.map((entry) => auditEntryText(entry, "en"))).toEqual([
      "Case rule “Mixed case of wine” added: name Mixed case of wine; counts wine; tiers 6+ bottles: 10 %, 12+ bottles: 15 %",
      "Code FLYER10 added: discount 10 % off; minimum $50.00; first day none; last day none; uses in all 50; uses per phone 1",
      "Case rule “Mixed case of wine” changed: counts wine → wine/french; tiers 6+ bottles: 10 %, 12+ bottles: 15 % → 6+ bottles: 10 %, 12+ bottles: 17.5 %",
      "Case rule “Mixed case of wine” switched off",
      "Code FLYER10 changed: discount 10 % off → $5.00 off; uses in all 50 → no limit",
      expect.stringMatching(/^Code FLYER10 ended$/),
    ]);
    expect(auditEntryText(deals[4]!, "es")).toBe(
      "Código FLYER10 cambiado: descuento 10 % de descuento → $5.00 de descuento; usos en total 50 → sin límite",
    );
    expect(auditEntryText(deals[3]!, "es")).toBe("Regla de caja «Mixed case of wine» desactivada");
    expect(deals.every((entry) => entry.actor === deals[0]?.actor && entry.actor.startsWith("staff:"))).toBe(
      true,
    );
  });

  it("answers hostile input with a clear 4xx, fields named, never a 5xx, and changes nothing", async () => {
    await post({ ...CODE, code: "TAKEN" });
    await database.db.updateTable("deal_code").set({ uses: 12 }).where("code", "=", "TAKEN").execute();
    await post({ ...RULE, name: "Hostile" });
    const before = await everything();
    const refusals: Array<[Record<string, string> | string, number, string[]]> = [
      [{ intent: "rule-delete", id: "1" }, 400, []],
      [{}, 400, []],
      [{ intent: "rule-on", id: "abc" }, 400, []],
      [{ intent: "rule-on", id: "-1" }, 400, []],
      [{ intent: "rule-on", id: "99999999999" }, 400, []],
      [{ intent: "rule-on", id: "9999999999" }, 404, []],
      [{ intent: "rule-off", id: "424242" }, 404, []],
      [{ ...RULE, intent: "rule-edit", id: "424242" }, 404, []],
      [{ intent: "code-end", code: "NOPE" }, 404, []],
      [{ intent: "code-end", code: "" }, 400, []],
      [{ intent: "code-end", code: "X".repeat(5_000) }, 400, []],
      [{ ...CODE, intent: "code-edit", code: "NOPE" }, 404, []],
      [{ ...RULE, counts: "wine/../../etc" }, 400, ["counts"]],
      [{ ...RULE, name: "N".repeat(5_000) }, 400, ["name"]],
      [{ ...RULE, "tiers.0.bottles": "1e309" }, 400, ["tiers.0.bottles"]],
      [{ ...RULE, "tiers.0.bottles": "99999999999999999999999" }, 400, ["tiers.0.bottles"]],
      [{ ...RULE, "tiers.1.percent": "NaN" }, 400, ["tiers.1.percent"]],
      [{ ...RULE, "tiers.1.percent": "Infinity" }, 400, ["tiers.1.percent"]],
      [{ ...CODE, code: "x'; drop table deal_code; --" }, 400, ["code"]],
      [{ ...CODE, code: "taken" }, 409, ["code"]],
      [{ ...CODE, code: "NEW", kind: "amount", value: "$1,000,000,000.00" }, 400, ["value"]],
      [{ ...CODE, code: "NEW", kind: "bogus" }, 400, ["kind"]],
      [{ ...CODE, code: "NEW", minimum: "-5" }, 400, ["minimum"]],
      [{ ...CODE, code: "NEW", starts: "2026-13-01", ends: "tomorrow" }, 400, ["starts", "ends"]],
      [
        { ...CODE, code: "NEW", maxUses: "0x10", maxUsesPerPhone: "9".repeat(400) },
        400,
        ["maxUses", "maxUsesPerPhone"],
      ],
      [{ ...CODE, intent: "code-edit", code: "TAKEN", maxUses: "11" }, 409, ["maxUses"]],
    ];
    for (const [fields, status, named] of refusals) {
      const answer = await post(fields);
      const what = JSON.stringify(fields).slice(0, 120);
      expect(answer.status, what).toBe(status);
      if (named.length > 0)
        expect(Object.keys((answer.body as { fields: object }).fields).sort(), what).toEqual(named.sort());
    }
    expect(await post(new URLSearchParams({ ...RULE, name: "Nul\u0000" }))).toMatchObject({ status: 422 });
    expect(await post(`intent=rule-add&name=${"x".repeat(20_000)}`)).toMatchObject({ status: 413 });
    expect(await post({ ...CODE, intent: "code-edit", code: "TAKEN", maxUses: "11" })).toMatchObject({
      body: {
        form: "code-edit:TAKEN",
        fields: { maxUses: { key: "problem.belowUses", values: { uses: 12 } } },
        typed: expect.objectContaining({ maxUses: "11" }),
      },
    });
    expect(await everything()).toBe(before);
  });

  it("lists the sales running, scheduled and ended, split at the store's midnight, in the owner's language", async () => {
    const midnight = storeDayBounds("2026-12-04", store.timeZone);
    vi.useFakeTimers({ toFake: ["Date"], now: midnight.start });
    const sizes = await database.db
      .selectFrom("product_size")
      .innerJoin("product", "product.id", "product_size.product_id")
      .select(["product_size.id", "product.name", "product_size.label", "product_size.price_cents"])
      .where("product.retired", "=", 0)
      .orderBy("product_size.id")
      .limit(3)
      .execute();
    const [running, scheduled, ended] = sizes;
    if (!running || !scheduled || !ended) throw new Error("the demo catalogue has sizes");
    const sale = (id: string, startsAt: string | null, endsAt: string | null) =>
      database.db
        .updateTable("product_size")
        .set((eb) => ({
          sale_price_cents: eb("price_cents", "-", 100),
          sale_starts_at: startsAt,
          sale_ends_at: endsAt,
        }))
        .where("id", "=", id)
        .execute();
    await sale(
      running.id,
      midnight.start.toISOString(),
      storeDayBounds("2026-12-10", store.timeZone).end.toISOString(),
    );
    await sale(scheduled.id, midnight.end.toISOString(), null);
    await sale(ended.id, null, midnight.start.toISOString());
    const owner = await staffSessionCookie(database.db, context, {
      role: "owner",
      email: "dueña@store.example",
    });
    await database.db
      .updateTable("staff_user")
      .set({ language: "es" })
      .where("email", "=", "dueña@store.example")
      .execute();

    const { sales } = (await page("", owner)).body;
    expect(sales.running).toEqual([
      {
        sizeId: running.id,
        name: `${running.name} ${running.label}`,
        route: expect.any(String),
        prices: expect.stringMatching(/^Normal \$[\d,.]+ · oferta \$[\d,.]+$/),
        dates: "Del 4 dic 2026 al 10 dic 2026",
      },
    ]);
    expect(sales.scheduled).toMatchObject([{ sizeId: scheduled.id, dates: "Desde el 5 dic 2026" }]);
    expect(sales.ended).toMatchObject([{ sizeId: ended.id, dates: "Hasta el 3 dic 2026" }]);
  });
});
