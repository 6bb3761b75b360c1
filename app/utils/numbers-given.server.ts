import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { PostgresAdapter, sql, type Transaction } from "kysely";
import { lock } from "proper-lockfile";
import { z } from "zod";
import type { StoreDatabase } from "../../db/schema";
import type { Database } from "./db.server";

/**
 * Numbers that leave the store (issue #33, decision 0063): an order's number is 1000 + its id, and
 * the webhooks name each delivery by its outbox row's id (X-Store-Delivery). A restore rewinds the
 * database, and with it the counters: the next order would take a number, and the next webhook a
 * delivery id, already given to someone else, and a receiver that ignores repeated ids would drop it.
 * So each server keeps, outside the database, the highest of each it has seen, and on start moves
 * the counters past it.
 */
export const ANNOUNCED_TABLES = ["orders", "outbox", "cdn_purge"] as const;
export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];
export type NumbersGiven = Record<AnnouncedTable, number>;

/** The marks of this many stores are kept (a machine that served test or old stores forgets the rest). */
const STORES_KEPT = 20;

/**
 * Each announced table's counter: the last id it gave out, whether or not its row is still there (a
 * delivered webhook's row is forgotten; on PostgreSQL a refused order still used up a number).
 */
export async function countersOf(db: Database | Transaction<StoreDatabase>): Promise<NumbersGiven> {
  const [orders, outbox, cdnPurge] = await Promise.all(ANNOUNCED_TABLES.map((table) => counterOf(db, table)));
  return { orders: orders ?? 0, outbox: outbox ?? 0, cdn_purge: cdnPurge ?? 0 };
}

async function counterOf(db: Database | Transaction<StoreDatabase>, table: AnnouncedTable): Promise<number> {
  const { rows } = isPostgres(db)
    ? await sql<{
        last: string | number | null;
      }>`select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) as last`.execute(db)
    : await sql<{
        last: number | null;
      }>`select seq as last from sqlite_sequence where name = ${table}`.execute(db);
  return Number(rows[0]?.last ?? 0);
}

function isPostgres(db: Database | Transaction<StoreDatabase>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function storeIdentity(db: Database): Promise<string> {
  const row = await db.selectFrom("store_identity").select("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The file's mark for `storeId`: none yet is all zeros. An unreadable file is as good as none. */
export function readMark(file: string, storeId: string): NumbersGiven {
  return markOf(readMarkFile(file), storeId);
}

function markOf(marks: MarkFile, storeId: string): NumbersGiven {
  const kept = marks[storeId]?.numbers;
  return { orders: kept?.orders ?? 0, outbox: kept?.outbox ?? 0, cdn_purge: kept?.cdn_purge ?? 0 };
}

/**
 * Raises the file's mark for `storeId` to `numbers` where they are higher; never lowers it. Every
 * web process of a machine writes the same file: its read and its write are one step under the
 * file's lock, or a process that read it just before another's write would lower it again.
 */
export async function raiseMark(file: string, storeId: string, numbers: NumbersGiven): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const release = await lock(file, {
    realpath: false,
    retries: { retries: 50, minTimeout: 5, maxTimeout: 100 },
    stale: 10_000,
    // The file is written whole and renamed over, so a lock lost to a stalled process costs at most
    // a mark lower for one record, raised again within RECORD_EVERY_MS: no reason to stop the server.
    onCompromised: () => {},
  });
  try {
    raiseMarkHeld(file, storeId, numbers);
  } finally {
    await release();
  }
}

function raiseMarkHeld(file: string, storeId: string, numbers: NumbersGiven): void {
  const marks = readMarkFile(file);
  const before = markOf(marks, storeId);
  const raised: NumbersGiven = {
    orders: Math.max(before.orders, numbers.orders),
    outbox: Math.max(before.outbox, numbers.outbox),
    cdn_purge: Math.max(before.cdn_purge, numbers.cdn_purge),
  };
  if (ANNOUNCED_TABLES.every((table) => raised[table] === before[table]) && marks[storeId]) return;
  // Written last, so the file lists stores from the one marked longest ago to the latest.
  delete marks[storeId];
  marks[storeId] = { numbers: raised, at: new Date().toISOString() };
  const newest = Object.entries(marks).slice(-STORES_KEPT);
  // Written whole, then renamed over: a crash mid-write leaves the old mark, never half a file.
  const written = `${file}.${randomUUID()}.tmp`;
  writeFileSync(written, `${JSON.stringify(Object.fromEntries(newest), null, 2)}\n`, { flush: true });
  renameSync(written, file);
}

const markFileSchema = z.record(
  z.string(),
  z.object({
    numbers: z.object({ orders: z.number(), outbox: z.number(), cdn_purge: z.number() }).partial(),
    at: z.string(),
  }),
);
type MarkFile = z.infer<typeof markFileSchema>;

function readMarkFile(file: string): MarkFile {
  try {
    const read = markFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return read.success ? read.data : {};
  } catch {
    return {};
  }
}

/**
 * Moves each counter so the next id is past `mark` (never back). Returns the tables whose counter
 * was behind the mark: the database was rewound, by a restore, since this server last saw it.
 */
export async function resumeCountersPast(
  db: Database | Transaction<StoreDatabase>,
  mark: NumbersGiven,
): Promise<AnnouncedTable[]> {
  const counters = await countersOf(db);
  const behind = ANNOUNCED_TABLES.filter((table) => mark[table] > counters[table]);
  for (const table of behind) await moveCounterTo(db, table, mark[table]);
  return behind;
}

async function moveCounterTo(
  db: Database | Transaction<StoreDatabase>,
  table: AnnouncedTable,
  id: number,
): Promise<void> {
  if (isPostgres(db)) {
    // The identity column's sequence: its next value is id + 1.
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${id}::bigint)`.execute(db);
    return;
  }
  // SQLite's AUTOINCREMENT keeps each table's last id in sqlite_sequence (no row before the first).
  await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) values (${table}, ${id})`.execute(db);
}

/** How often a server writes down the counters it sees, besides after each order and at stop. */
export const RECORD_EVERY_MS = 5_000;

export interface NumbersGivenRecorder {
  /** Writes the counters down soon (after an order): one record at a time, a request during it runs once more. */
  note(): void;
  /** Stops, after one last record: a server stopped for a restore has written down every number. */
  stop(): Promise<void>;
}

const recorders = new Set<NumbersGivenRecorder>();

/** This process's recorders write the counters down soon: an order was just given its number. */
export function noteNumbersGiven(): void {
  for (const recorder of recorders) recorder.note();
}

/** Keeps `file`'s mark for this store at the database's counters, as they move. */
export function recordNumbersGiven(
  db: Database,
  file: string,
  log: { error(details: object, message: string): void },
): NumbersGivenRecorder {
  let running: Promise<void> | null = null;
  let again = false;
  // The identity never changes, and counters that have not moved since the last write need none.
  let identity: Promise<string> | undefined;
  let written = "";
  const record = async () => {
    try {
      const counters = await countersOf(db);
      if (JSON.stringify(counters) === written) return;
      await raiseMark(file, await (identity ??= storeIdentity(db)), counters);
      written = JSON.stringify(counters);
    } catch (error) {
      identity = undefined;
      log.error({ err: error, file }, "could not write down the order numbers given out");
    }
  };
  const note = () => {
    if (running) {
      again = true;
      return;
    }
    running = record().finally(() => {
      running = null;
      if (again) {
        again = false;
        note();
      }
    });
  };
  const timer = setInterval(note, RECORD_EVERY_MS);
  timer.unref();
  const recorder: NumbersGivenRecorder = {
    note,
    async stop() {
      clearInterval(timer);
      recorders.delete(recorder);
      await running;
      await record();
    },
  };
  recorders.add(recorder);
  note();
  return recorder;
}

/**
 * At start, under the start-up lock: the counters moved past what this server saw given out before.
 * Says so when they were behind, which only a restore (or a copy of an older database) does.
 */
export async function resumeNumbersGiven(
  db: Database,
  file: string,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const mark = readMark(file, await storeIdentity(db));
  const behind = await db.transaction().execute((trx) => resumeCountersPast(trx, mark));
  if (behind.length > 0)
    log.warn(
      { resumedAfter: Object.fromEntries(behind.map((table) => [table, mark[table]])), file },
      "the database's counters were behind the numbers already given out (a restore?): they resume after them",
    );
}
