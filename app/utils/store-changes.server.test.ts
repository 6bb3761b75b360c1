import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import {
  announceStoreChange,
  changePayload,
  listenForStoreChanges,
  parseChangePayload,
  type StoreChange,
} from "./store-changes.server";

describe("store change payloads", () => {
  it("name the sizes while they fit in a notification, else ask for all stock", () => {
    const few: StoreChange = { kind: "stock", sizeIds: ["a", "b"] };
    expect(parseChangePayload(JSON.parse(changePayload(few)))).toEqual(few);
    const many: StoreChange = {
      kind: "stock",
      sizeIds: Array.from({ length: 2_000 }, (_, i) => `size-${i}`),
    };
    expect(JSON.parse(changePayload(many))).toEqual({ kind: "stock", sizeIds: null });
  });

  it("anything else is not a change", () => {
    for (const payload of [
      null,
      "catalog",
      { kind: "stock" },
      { kind: "prices" },
      { kind: "stock", sizeIds: [1] },
    ])
      expect(parseChangePayload(payload)).toBeNull();
  });
});

const postgres = testDatabaseKinds.find((kind) => kind.kind === "postgres");

describe.runIf(postgres)("listening for store changes (PostgreSQL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await postgres!.create();
  });
  afterAll(() => database.drop());

  it("hears what other servers commit, and after a lost connection reconnects and says so", async () => {
    const heard: StoreChange[] = [];
    let reconnects = 0;
    const log = { warn: vi.fn(), error: vi.fn() };
    const listener = await listenForStoreChanges(
      database.url,
      { onChange: (change) => heard.push(change), onReconnect: () => reconnects++ },
      log,
    );
    try {
      await database.db.transaction().execute((trx) => announceStoreChange(trx, { kind: "catalog" }));
      await vi.waitFor(() => expect(heard).toEqual([{ kind: "catalog" }]));

      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'store-listener'",
      );
      await admin.end();
      await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10_000 });
      await database.db.transaction().execute((trx) => announceStoreChange(trx, { kind: "outbox" }));
      await vi.waitFor(() => expect(heard).toEqual([{ kind: "catalog" }, { kind: "outbox" }]));
      expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/reconnecting/));
    } finally {
      await listener.close();
    }
  });
});
