import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loggableUrl, storeLogger } from "./logger.server";

const TOKEN = "k3Yq0cV9mZpX2rT7wLbN4A";

describe("what a log may show of a request's URL", () => {
  it.each([
    [`/order/${TOKEN}`, "/order/***"],
    [`/order/${TOKEN}.data`, "/order/***.data"],
    [`/order/${TOKEN}/`, "/order/***/"],
    // The data request of /order/<token>/ (React Router's future.v8_trailingSlashAwareDataRequests).
    [`/order/${TOKEN}/_.data`, "/order/***/_.data"],
    [`/order/${TOKEN}.data?_routes=routes%2Forder-status`, "/order/***.data?_routes=routes%2Forder-status"],
    [`http://store.test/order/${TOKEN}?lang=es`, "http://store.test/order/***?lang=es"],
    [`/es/order/${TOKEN}`, "/es/order/***"],
    [`/es/order/${TOKEN}.data`, "/es/order/***.data"],
    [`/restock-alerts/${TOKEN}`, "/restock-alerts/***"],
    [`/es/restock-alerts/${TOKEN}.data`, "/es/restock-alerts/***.data"],
    [`/notices/stop/${TOKEN}`, "/notices/stop/***"],
    [`/es/notices/stop/${TOKEN}.data`, "/es/notices/stop/***.data"],
    [`/staff/welcome/${TOKEN}`, "/staff/welcome/***"],
    [`/staff/welcome/${TOKEN}.data`, "/staff/welcome/***.data"],
    [`/catalog?token=${TOKEN}&type=rum`, "/catalog?token=***&type=rum"],
    [
      `/staff/login?password=${TOKEN}&apiKey=${TOKEN}&session=${TOKEN}`,
      "/staff/login?password=***&apiKey=***&session=***",
    ],
  ])("%s is logged as %s", (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
    expect(loggableUrl(url)).not.toContain(TOKEN);
  });

  it("keeps the URLs of ordinary pages as they are", () => {
    for (const url of [
      "/",
      "/_.data",
      "/catalog?type=rum&page=2",
      "/product/buchanans-12-years.data",
      "/orders",
      "/es/product/buchanans-12-years",
      "/staff/restock-alerts",
    ])
      expect(loggableUrl(url)).toBe(url);
  });
});

describe("the store's logger", () => {
  it("masks passwords, tokens, secrets, cookies and authorization, at the top and one level down", () => {
    let written = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const log = storeLogger(sink, "info");
    log.warn({ password: TOKEN, token: TOKEN, headers: { cookie: TOKEN, authorization: TOKEN } }, "x");
    log.warn({ staff: { secret: TOKEN }, email: "luisa@store.example" }, "y");
    expect(written).not.toContain(TOKEN);
    expect(written.match(/\[redacted\]/g)).toHaveLength(5);
    expect(written).toContain("luisa@store.example");
  });
});
