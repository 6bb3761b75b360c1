import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_ORDER_CAPS } from "~/features/orders";
import { buildIfMissing } from "../../scripts/build-if-missing.mjs";
import { deployShellBlock } from "../setup/deploy-doc";
import { waitUntil } from "../setup/store-process";

/**
 * The one-machine store of docs/deploy.md, started, backed up and restored by its sections 2, 4 and
 * 5 line by line (issue #33). systemd does not run here: `systemctl` is tests/setup/fake-systemctl.mjs, which
 * runs deploy/'s units from their files, and `sudo` runs its command as this user. /srv/store is a
 * directory of the test's own, holding the store's code as links and its own data/.
 */

const PORT = 3710;
const UNIT = `store-web@${PORT}`;

describe("a SQLite store backed up and restored as docs/deploy.md says", () => {
  const base = mkdtempSync(join(tmpdir(), "store-by-hand-"));
  const root = join(base, "srv-store");
  const bin = join(base, "bin");
  const envFile = join(base, "store.env");
  const systemdDir = join(base, "systemd");
  const url = `http://127.0.0.1:${PORT}`;

  /** A block of docs/deploy.md as the operator runs it, on this machine's stand-ins. */
  function operator(block: string): string {
    const script = block
      .replaceAll("/srv/store", root)
      .replaceAll("/etc/systemd/system", systemdDir)
      .replaceAll("store-web@3000", UNIT)
      .replaceAll("127.0.0.1:3000", `127.0.0.1:${PORT}`);
    return execFileSync("sh", ["-ec", script], {
      encoding: "utf8",
      env: {
        PATH: `${bin}:${dirname(process.execPath)}:${process.env.PATH}`,
        STORE_ROOT: root,
        STORE_ENV_FILE: envFile,
        SYSTEMD_SYSTEM_DIR: systemdDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
      // A store that never starts would keep section 2's wait for it going: end it, and say so.
      timeout: 90_000,
    });
  }

  beforeAll(() => {
    buildIfMissing();
    // data/ as a clone has it: the demo catalogue the first start seeds from.
    mkdirSync(join(root, "data"), { recursive: true });
    copyFileSync("data/catalog.json", join(root, "data", "catalog.json"));
    for (const entry of ["build", "node_modules", "scripts", "server.js", "package.json"])
      symlinkSync(resolve(entry), join(root, entry));
    mkdirSync(bin);
    mkdirSync(systemdDir);
    writeFileSync(
      join(bin, "sudo"),
      '#!/bin/sh\nwhile [ $# -gt 0 ]; do case "$1" in -u) shift 2;; -H) shift;; *) break;; esac; done\nexec "$@"\n',
      { mode: 0o755 },
    );
    symlinkSync(resolve("tests/setup/fake-systemctl.mjs"), join(bin, "systemctl"));
    writeFileSync(
      envFile,
      [
        "HOST=127.0.0.1",
        "SESSION_SECRET=by-hand-test-secret",
        "LOG_LEVEL=warn",
        'MAIL_FROM="Casa Botella <hola@example.com>"',
      ].join("\n"),
    );
  }, 180_000);

  afterAll(() => {
    if (existsSync(join(root, `${UNIT}.service.pid`))) operator(`systemctl stop ${UNIT}`);
    rmSync(base, { recursive: true, force: true });
  });

  const ready = () =>
    waitUntil(
      () =>
        fetch(`${url}/readyz`).then(
          (answer) => answer.ok,
          () => false,
        ),
      60_000,
    );

  async function order(sizeId: string): Promise<number> {
    const answer = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        idempotencyKey: `by-hand-${crypto.randomUUID()}`,
        customer: { name: "Ana Pérez", phone: "305-555-0199" },
        fulfilment: { method: "pickup" },
        items: [{ id: sizeId, quantity: 1 }],
        paymentMethod: "cash",
        tipPercent: 0,
      }),
    });
    expect(answer.status).toBe(201);
    return Number(((await answer.json()) as { order: { number: string } }).order.number);
  }

  /** What the database file holds, read beside the running store. */
  function stored<T>(query: string, ...values: unknown[]): T[] {
    const database = new SQLite(join(root, "data", "store.db"), { readonly: true });
    try {
      return database.prepare(query).all(...values) as T[];
    } finally {
      database.close();
    }
  }

  it("started by section 2, backed up by the nightly unit, restored by section 5: its orders back, a later order's number never given again", async () => {
    // Another store's answer would pass for this one's.
    expect(
      await fetch(`${url}/healthz`).then(
        () => "answered",
        () => "free",
      ),
    ).toBe("free");
    // Section 2: one machine, one process, SQLite (the drop-in), started and answering.
    expect(operator(deployShellBlock("one-machine.conf"))).toContain("ok");
    const [size] = stored<{ id: string }>(
      "select id from product_size where retired = 0 and inventory > 10 and price_cents <= ? limit 1",
      STORE_ORDER_CAPS.maxSubtotalCents,
    );
    const before = [await order(size!.id), await order(size!.id)];

    const listed = operator(deployShellBlock("systemctl start store-backup.service"));
    const backup = /store-\d{8}T\d{6}Z\.db/.exec(listed)?.[0];
    expect(backup, listed).toBeDefined();
    const lost = await order(size!.id);

    operator(deployShellBlock("data/replaced-").replace(/store-\d{8}T\d{6}Z\.db/, backup!));
    await ready();
    expect(existsSync(join(root, "data", "replaced-20261123T040000Z", "store.db"))).toBe(true);
    const numbers = () =>
      stored<{ number: string }>("select number from orders").map((row) => Number(row.number));
    expect(numbers().sort()).toEqual(before);
    // The order after the backup is in the file set aside, and its number is not given again.
    const next = await order(size!.id);
    expect(next).toBeGreaterThan(lost);
    expect(numbers()).not.toContain(lost);
  }, 120_000);
});
