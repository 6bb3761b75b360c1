import { join } from "node:path";
import { expect, test } from "./fixtures";
import { ownServerDir, startOwnServer } from "./own-server";

test("SIGTERM finishes the request in flight, closes the database and exits 0", async ({ request }) => {
  const dir = ownServerDir("shutdown");
  const server = await startOwnServer(3103, { dir, env: { IMAGE_CACHE_DIR: join(dir, "images") } });
  try {
    // An image drawn on demand (a fresh cache) takes a moment: it must still arrive whole.
    const inFlight = request.get(
      `${server.baseURL}/images/liquors-webp/whiskey/scotch/buchanans/buchanans-12-years/buchanans-12-years-750ml-1024w.webp`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.process.kill("SIGTERM");
    expect((await inFlight).status()).toBe(200);
    expect(await server.stop()).toBe(0);
  } finally {
    await server.stop();
  }
});
