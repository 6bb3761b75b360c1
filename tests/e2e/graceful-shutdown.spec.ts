import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

test("SIGTERM finishes the request in flight, closes the database and exits 0", async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), "store-shutdown-"));
  const port = 3103;
  const server = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "store.db")}`,
      IMAGE_CACHE_DIR: join(dir, "images"),
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), {
        timeout: 30_000,
      })
      .toBe(200);
    // An image drawn on demand takes a moment: it must still arrive whole.
    const inFlight = request.get(
      `${base}/images/liquors-webp/whiskey/scotch/buchanans/buchanans-12-years/buchanans-12-years-750ml-1024w.webp`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    expect((await inFlight).status()).toBe(200);
    expect(await exited).toBe(0);
  } finally {
    server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
