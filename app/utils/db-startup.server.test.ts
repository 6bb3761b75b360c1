import { afterEach, describe, expect, it } from "vitest";
import { forwardDatabase } from "../../tests/setup/database-forwarder";
import { testDatabaseKinds } from "../../tests/setup/test-databases";
import { openDatabase, type OpenDatabase } from "./db.server";
import { DatabaseUnavailableError, waitForDatabase } from "./db-startup.server";

const postgres = testDatabaseKinds.find((kind) => kind.kind === "postgres");

/** Records the log lines and the waits instead of waiting. */
function recorder() {
  const lines: Array<{ details: object; message: string }> = [];
  const waits: number[] = [];
  return {
    lines,
    waits,
    log: { warn: (details: object, message: string) => lines.push({ details, message }) },
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe("waiting for the database at start", () => {
  let database: OpenDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("retries with growing waits, one log line per try, then gives up saying why", async () => {
    database = openDatabase("postgres://postgres@127.0.0.1:9/store", { connectTimeoutMs: 500 });
    const { lines, waits, log, sleep } = recorder();
    let now = 0;
    const clock = () => now;
    const advancing = async (ms: number) => {
      now += ms;
      await sleep(ms);
    };
    const failure = await waitForDatabase(database, 4_000, log, advancing, clock).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect((failure as Error).message).toMatch(
      /did not answer within 4 s \(DATABASE_STARTUP_WAIT_MS\).*ECONNREFUSED/,
    );
    expect(waits).toEqual([250, 500, 1_000, 2_000, 250]);
    expect(lines).toHaveLength(waits.length);
    expect(lines[0]!.message).toMatch(/not answering \(.*ECONNREFUSED.*\); trying again in 250 ms/);
  });

  it.runIf(postgres)("serves once a late database comes up", async () => {
    const late = await forwardDatabase(process.env.TEST_DATABASE_URL!, { open: false });
    try {
      database = openDatabase(late.url, { connectTimeoutMs: 500 });
      const { lines, log, sleep } = recorder();
      let tries = 0;
      await waitForDatabase(database, 60_000, log, async (ms) => {
        if (++tries === 3) late.open();
        await sleep(ms);
      });
      expect(lines).toHaveLength(3);
    } finally {
      await late.close();
    }
  });

  it.runIf(postgres)("fails at once when the database does not exist: no retry can mend it", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/no_such_store_database";
    database = openDatabase(url.toString());
    const { lines, log, sleep } = recorder();
    await expect(waitForDatabase(database, 60_000, log, sleep)).rejects.toThrow(
      /refused the connection: .*does not exist/,
    );
    expect(lines).toEqual([]);
  });
});
