import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFirstVisitToItsLanguage } from "./first-visit-language";

describe("a first visit to /", () => {
  let origin: string;
  const server = express()
    .use(sendFirstVisitToItsLanguage)
    .get("/{*splat}", (req, res) => {
      res.type("text").send(`page ${req.url}`);
    })
    .listen(0, "127.0.0.1");

  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const visit = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers, redirect: "manual" });

  it("goes to /es when the browser prefers Spanish, its query kept, and says what it read", async () => {
    const answer = await visit("/?utm_source=flyer", { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/es?utm_source=flyer");
    expect(answer.headers.get("Vary")).toMatch(/^Cookie, Accept-Language\b/);
  });

  it("follows the cookie of the last switch over the browser", async () => {
    const spanish = await visit("/", { Cookie: "language=es", "Accept-Language": "en-US" });
    expect(spanish.headers.get("Location")).toBe("/es");
    const english = await visit("/", { Cookie: "language=en", "Accept-Language": "es" });
    expect(english.status).toBe(200);
    expect(await english.text()).toBe("page /");
    expect(english.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("stays on the English home with no preference", async () => {
    const answer = await visit("/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("leaves every other address alone, whatever the visitor sends", async () => {
    for (const path of ["/catalog", "/_.data", "/es", "/product/x"]) {
      const answer = await visit(path, { Cookie: "language=es", "Accept-Language": "es" });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Vary"), path).toBeNull();
    }
  });
});
