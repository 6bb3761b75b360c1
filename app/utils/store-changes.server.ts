import { sql, type QueryExecutorProvider } from "kysely";
import createSubscriber from "pg-listen";
import { z } from "zod";
import { isPostgres } from "../../db/migrations/dialect";

/**
 * How one app server tells the others that something they keep in memory moved: PostgreSQL's
 * LISTEN/NOTIFY on one channel. A notification sent inside a transaction is delivered when it
 * commits and dropped when it rolls back, so nobody hears of a change that did not happen.
 * Servers also poll (the fallback): a lost notification costs seconds, never correctness.
 */

export const STORE_CHANGES_CHANNEL = "store_changes";

export type StoreChange =
  /** Products, prices or types changed: rebuild the catalogue. */
  | { kind: "catalog" }
  /** Stock of these sizes changed (null: of any size). */
  | { kind: "stock"; sizeIds: string[] | null }
  /** New rows wait in the outbox: workers, wake up. */
  | { kind: "outbox" };

const storeChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("catalog") }),
  z.object({ kind: z.literal("stock"), sizeIds: z.array(z.string()).nullable() }),
  z.object({ kind: z.literal("outbox") }),
]);

/** PostgreSQL refuses payloads of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** The message key between a web process and npm start's supervisor (scripts/web-processes.mjs reads the same). */
const SIBLING_CHANGE = "storeSiblingChange";

/** Where a web process and its supervisor talk: the process itself, or a stand-in in a test. */
export interface SupervisorChannel {
  send?(message: unknown): unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

/** This process's siblings under npm start, once relayStoreChanges has found them. */
let siblings: { db: QueryExecutorProvider; tell(change: StoreChange): void } | null = null;

/**
 * Announces `change` to every app server when the surrounding transaction commits: PostgreSQL's
 * NOTIFY; on SQLite, to this process's siblings under `npm start` (relayStoreChanges), if any.
 */
export async function announceStoreChange(db: QueryExecutorProvider, change: StoreChange): Promise<void> {
  if (isPostgres(db)) {
    await sql`select pg_notify(${STORE_CHANGES_CHANNEL}, ${changePayload(change)})`.execute(db);
    return;
  }
  const told = siblings;
  if (!told) return;
  // SQLite has one connection, which a transaction holds until it ends: a query of the database's
  // own waits for the commit (never awaited here, inside the transaction), so no sibling hears of
  // a change before it is there. One rolled back is told too: the siblings reread and find nothing
  // new. A database closed meanwhile means this process is stopping: it tells nobody.
  const tell = () => told.tell(change);
  void sql`select 1`.execute(told.db).then(tell, () => undefined);
}

/**
 * SQLite under `npm start` (decision 0058): the web processes share the file but SQLite has no
 * LISTEN, so each process tells the supervisor what it committed, and the supervisor passes it to
 * the others; their poll stays the fallback. `db` is this process's database.
 */
export function relayStoreChanges(
  db: QueryExecutorProvider,
  handlers: Pick<StoreChangeHandlers, "onChange">,
  log: Pick<ListenerLog, "warn">,
  supervisor: SupervisorChannel = process,
): StoreChangeListener {
  siblings = { db, tell: (change) => supervisor.send?.({ [SIBLING_CHANGE]: toldChange(change) }) };
  const hear = (message: unknown) => {
    if (typeof message !== "object" || message === null || !(SIBLING_CHANGE in message)) return;
    const change = parseChangePayload(message[SIBLING_CHANGE]);
    if (change) handlers.onChange(change);
    else log.warn({ message }, "ignored a store change from another web process it could not read");
  };
  supervisor.on("message", hear);
  return {
    close() {
      supervisor.off("message", hear);
      if (siblings?.db === db) siblings = null;
      return Promise.resolve();
    },
  };
}

export function changePayload(change: StoreChange): string {
  return JSON.stringify(toldChange(change));
}

/** `change` as others hear of it, by NOTIFY or from npm start's supervisor. */
function toldChange(change: StoreChange): StoreChange {
  if (Buffer.byteLength(JSON.stringify(change)) < MAX_PAYLOAD_BYTES) return change;
  // Too many sizes to name: every server rereads all stock instead.
  return { kind: "stock", sizeIds: null };
}

export function parseChangePayload(payload: unknown): StoreChange | null {
  const parsed = storeChangeSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

export interface StoreChangeListener {
  close(): Promise<void>;
}

export interface StoreChangeHandlers {
  onChange(change: StoreChange): void;
  /** The connection came back: notifications sent meanwhile are lost, so reread what they would have said. */
  onReconnect(): void;
}

export interface ListenerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Listens on a connection of its own (outside the pool), reconnecting with back-off for as long as
 * it takes; a check every few seconds finds a connection that died silently.
 */
export async function listenForStoreChanges(
  url: string,
  handlers: StoreChangeHandlers,
  log: ListenerLog,
): Promise<StoreChangeListener> {
  const subscriber = createSubscriber(
    { connectionString: url, application_name: "store-listener" },
    {
      retryInterval: (attempt) => Math.min(250 * 2 ** attempt, 5_000),
      retryLimit: Infinity,
      // 0: never give up; the database may be away for minutes.
      retryTimeout: 0,
      paranoidChecking: 5_000,
      parse: (text): unknown => JSON.parse(text),
    },
  );
  let connectedOnce = false;
  subscriber.notifications.on(STORE_CHANGES_CHANNEL, (payload: unknown) => {
    const change = parseChangePayload(payload);
    if (change) handlers.onChange(change);
    else log.warn({ payload }, "ignored a store change notification it could not read");
  });
  subscriber.events.on("connected", () => {
    if (connectedOnce) handlers.onReconnect();
    connectedOnce = true;
  });
  subscriber.events.on("reconnect", (attempt: number) => {
    if (attempt === 1 || attempt % 10 === 0)
      log.warn({ attempt }, "the store change listener lost its connection; reconnecting");
  });
  subscriber.events.on("error", (error: Error) => {
    log.error({ err: error }, "store change listener");
  });
  await subscriber.connect();
  await subscriber.listenTo(STORE_CHANGES_CHANNEL);
  return { close: () => subscriber.close() };
}
