import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseOtherSites } from "./request-origin";

describe("the origin check in front of every request that changes something", () => {
  let origin: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express()
      .use(refuseOtherSites("https://shop.example"))
      .all("/", (_req, res) => void res.sendStatus(204));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const send = (method: string, headers: Record<string, string>) =>
    fetch(origin, { method, headers }).then((r) => r.status);

  it("lets in the store's own pages: the request's origin, PUBLIC_URL's (behind a TLS proxy), or none (tools)", async () => {
    expect(await send("POST", { Origin: origin })).toBe(204);
    expect(await send("POST", { Origin: origin, "Sec-Fetch-Site": "same-origin" })).toBe(204);
    expect(await send("POST", { Origin: "https://shop.example" })).toBe(204);
    expect(await send("POST", {})).toBe(204);
  });

  it("refuses other sites, look-alikes of the store's origin and opaque origins, whatever the method", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      for (const other of [
        "https://evil.example",
        "http://shop.example",
        "https://shop.example.evil.example",
        "https://shop.example:8443",
        "null",
      ]) {
        const response = await fetch(origin, { method, headers: { Origin: other } });
        expect([response.status, await response.json()], `${method} from ${other}`).toEqual([
          403,
          { error: "origin" },
        ]);
      }
  });

  it("believes the browser's Sec-Fetch-Site when it says the request came from another site", async () => {
    expect(await send("POST", { "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(await send("POST", { "Sec-Fetch-Site": "same-site" })).toBe(403);
    expect(await send("POST", { Origin: origin, "Sec-Fetch-Site": "cross-site" })).toBe(403);
  });

  it("lets reads through from anywhere: they change nothing", async () => {
    expect(await send("GET", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).toBe(204);
    expect(await send("HEAD", { Origin: "null" })).toBe(204);
  });
});
