import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { warnOfUntrustedProxy } from "./untrusted-proxy-warning";

/** An app with the warning mounted as app.ts mounts it, on a real socket; `warnings` are the log's lines. */
async function withApp(
  trustProxy: number,
  visit: (get: (headers?: Record<string, string>) => Promise<number>) => Promise<void>,
): Promise<string[]> {
  const warnings: string[] = [];
  const sink = new Writable({
    write(line: Buffer, _encoding, done) {
      warnings.push((JSON.parse(line.toString()) as { msg: string }).msg);
      done();
    },
  });
  const app = express();
  app.use(warnOfUntrustedProxy(trustProxy, pino(sink)));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    await visit(async (headers) => (await fetch(url, { headers })).status);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return warnings;
}

const THROUGH_A_PROXY = { "X-Forwarded-For": "203.0.113.7" };

describe("the warning about X-Forwarded-For while TRUST_PROXY is 0", () => {
  it("is logged once, at the first forwarded request, and every request is still served", async () => {
    const warnings = await withApp(0, async (get) => {
      expect(await get()).toBe(200);
      expect(await get(THROUGH_A_PROXY)).toBe(200);
      expect(await get(THROUGH_A_PROXY)).toBe(200);
      expect(await get({ "X-Forwarded-For": "198.51.100.2, 10.0.0.1" })).toBe(200);
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/X-Forwarded-For.*TRUST_PROXY is 0/);
  });

  it("is not logged for requests that come straight to the store", async () => {
    const warnings = await withApp(0, async (get) => {
      await get();
      await get();
    });
    expect(warnings).toEqual([]);
  });

  it("is not logged once TRUST_PROXY counts the proxy", async () => {
    const warnings = await withApp(1, async (get) => {
      await get(THROUGH_A_PROXY);
    });
    expect(warnings).toEqual([]);
  });
});
