import SQLite from "better-sqlite3";
import { EventEmitter } from "node:events";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import {
  announceStoreChange,
  changePayload,
  listenForStoreChanges,
  parseChangePayload,
  relayStoreChanges,
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

const sqlite = testDatabaseKinds.find((kind) => kind.kind === "sqlite")!;

/** npm start's supervisor as a web process sees it: what the process sends, and a way to send to it. */
function supervisorStandIn() {
  const channel = new EventEmitter();
  const sent: unknown[] = [];
  return {
    channel: Object.assign(channel, { send: (message: unknown) => sent.push(message) }),
    sent,
    tell: (message: unknown) => channel.emit("message", message),
  };
}

describe("store changes between npm start's web processes on SQLite", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sqlite.create();
  });
  afterAll(() => database.drop());

  /** This process's side of the relay, for tests of what it tells the supervisor. */
  const relayHeardByNobody = (supervisor: ReturnType<typeof supervisorStandIn>) =>
    relayStoreChanges(database.db, { onChange: () => {} }, { warn: vi.fn() }, supervisor.channel);

  it("tells the supervisor of a change once its transaction has committed: another connection reads it by then", async () => {
    const supervisor = supervisorStandIn();
    const revisionsSeenWhenTold: number[] = [];
    const file = new SQLite(database.url.slice("file:".length), { readonly: true });
    supervisor.channel.send = (message: unknown) => {
      revisionsSeenWhenTold.push(
        (file.prepare("select revision from catalog_state where id = 1").get() as { revision: number })
          .revision,
      );
      return supervisor.sent.push(message);
    };
    const relay = relayHeardByNobody(supervisor);
    try {
      await database.db.transaction().execute(async (trx) => {
        await trx.updateTable("catalog_state").set({ revision: 41 }).where("id", "=", 1).execute();
        await announceStoreChange(trx, { kind: "catalog" });
        // Later work in the same transaction: the change is still not committed.
        await trx.updateTable("catalog_state").set({ revision: 42 }).where("id", "=", 1).execute();
      });
      await vi.waitFor(() => expect(supervisor.sent).toEqual([{ storeSiblingChange: { kind: "catalog" } }]));
      expect(revisionsSeenWhenTold).toEqual([42]);
    } finally {
      file.close();
      await relay.close();
    }
  });

  it("tells of too many sizes to name as all stock, as PostgreSQL's notification would", async () => {
    const supervisor = supervisorStandIn();
    const relay = relayHeardByNobody(supervisor);
    try {
      const sizeIds = Array.from({ length: 2_000 }, (_, index) => `size-${index}`);
      await announceStoreChange(database.db, { kind: "stock", sizeIds });
      await vi.waitFor(() =>
        expect(supervisor.sent).toEqual([{ storeSiblingChange: { kind: "stock", sizeIds: null } }]),
      );
    } finally {
      await relay.close();
    }
  });

  it("hands the catalogue what another process changed, and ignores what it cannot read", async () => {
    const supervisor = supervisorStandIn();
    const heard: StoreChange[] = [];
    const log = { warn: vi.fn() };
    const relay = relayStoreChanges(
      database.db,
      { onChange: (change) => heard.push(change) },
      log,
      supervisor.channel,
    );
    supervisor.tell({ storeSiblingChange: { kind: "stock", sizeIds: ["085176553895"] } });
    supervisor.tell({ storeSiblingChange: { kind: "stock", sizeIds: "all" } });
    supervisor.tell({ storeSupervisorStop: "SIGTERM" });
    expect(heard).toEqual([{ kind: "stock", sizeIds: ["085176553895"] }]);
    expect(log.warn).toHaveBeenCalledOnce();

    await relay.close();
    supervisor.tell({ storeSiblingChange: { kind: "catalog" } });
    await announceStoreChange(database.db, { kind: "catalog" });
    await database.db.selectFrom("catalog_state").select("revision").execute();
    expect(heard).toHaveLength(1);
    expect(supervisor.sent).toEqual([]);
  });
});
