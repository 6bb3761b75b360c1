import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findHaproxy } from "../../scripts/haproxy.mjs";
import { startBalancer, type Balancer } from "../../scripts/balancer.mjs";

/** What an app server saw of one request, as the balancer forwarded it. */
interface Seen {
  method: string;
  path: string;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
}

/**
 * Stands in for an app server as the balancer sees one: /readyz answers 200 or 503 (`ready`), any
 * other request is recorded and answered with the server's name, or hung up on without an answer
 * (`hangUpOn`, "METHOD /path"), as by a server that crashes or restarts mid-request.
 */
interface StandInServer {
  name: string;
  port: number;
  address: string;
  ready: boolean;
  seen: Seen[];
  hangUpOn: Set<string>;
  stop(): Promise<void>;
}

async function startStandIn(name: string, port = 0): Promise<StandInServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://store").pathname;
    if (path === "/readyz") return void res.writeHead(standIn.ready ? 200 : 503).end();
    const header = (name: string) => req.headers[name] as string | undefined;
    standIn.seen.push({
      method: req.method ?? "",
      path,
      forwardedFor: header("x-forwarded-for"),
      forwardedProto: header("x-forwarded-proto"),
    });
    if (standIn.hangUpOn.has(`${req.method} ${path}`)) return void req.socket.destroy();
    req.resume();
    req.on("end", () => res.writeHead(req.method === "POST" ? 201 : 200).end(name));
  });
  // As the app: longer than the balancer keeps idle connections.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  const standIn: StandInServer = {
    name,
    port: bound,
    address: `127.0.0.1:${bound}`,
    ready: true,
    seen: [],
    hangUpOn: new Set(),
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe("deploy/haproxy.cfg in front of two app servers", () => {
  let web1: StandInServer;
  let web2: StandInServer;
  let balancer: Balancer;
  const get = async (path = "/", headers: Record<string, string> = {}) => {
    const response = await fetch(`${balancer.url}${path}`, { headers });
    return { status: response.status, server: await response.text() };
  };
  /** The answer, or "closed": HAProxy closes a kept-alive connection whose request got no answer. */
  const post = async (path: string) => {
    try {
      const response = await fetch(`${balancer.url}${path}`, { method: "POST", body: "{}" });
      return { status: response.status, server: await response.text() };
    } catch {
      return "closed";
    }
  };
  const bothUp = async () => {
    const states = await balancer.serverStates();
    return states.get("web1") === "UP" && states.get("web2") === "UP";
  };

  beforeAll(async () => {
    web1 = await startStandIn("web1");
    web2 = await startStandIn("web2");
    balancer = await startBalancer([web1, web2]);
    await waitFor(bothUp, 10_000);
  });
  afterAll(async () => {
    await balancer?.stop();
    await web1?.stop();
    await web2?.stop();
  });

  it("is valid as an operator installs it (haproxy -c)", () => {
    expect(() => execFileSync(findHaproxy()!, ["-c", "-q", "-f", "deploy/haproxy.cfg"])).not.toThrow();
  });

  it("spreads requests over both servers and tells them the shopper's address and scheme", async () => {
    web1.seen = [];
    web2.seen = [];
    const answers = [];
    // A shopper's forged scheme is not passed on.
    for (let i = 0; i < 20; i++) answers.push(await get("/", { "X-Forwarded-Proto": "https" }));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(web1.seen.length).toBeGreaterThan(0);
    expect(web2.seen.length).toBeGreaterThan(0);
    for (const seen of [...web1.seen, ...web2.seen]) {
      expect(seen.forwardedFor).toBe("127.0.0.1");
      expect(seen.forwardedProto).toBe("http");
    }
  });

  it("sends an order again, to the other server, when its server hangs up; never another POST", async () => {
    web1.hangUpOn = new Set(["POST /api/orders", "POST /contact-us"]);
    web2.hangUpOn = new Set(["POST /contact-us"]);
    web1.seen = [];
    web2.seen = [];
    try {
      for (let i = 0; i < 6; i++) expect(await post("/api/orders")).toEqual({ status: 201, server: "web2" });
      for (let i = 0; i < 6; i++) expect(await post("/contact-us")).not.toMatchObject({ status: 201 });
      // Each contact message reached one server once: the balancer never sent one again.
      const contactPosts = [...web1.seen, ...web2.seen].filter((seen) => seen.path === "/contact-us");
      expect(contactPosts).toHaveLength(6);
    } finally {
      web1.hangUpOn.clear();
      web2.hangUpOn.clear();
    }
  });

  it("stops sending to a server whose /readyz answers 503 within about 2 s, and sends again once it is ready", async () => {
    web1.ready = false;
    let onlyWeb2InARow = 0;
    const drainedMs = await waitFor(async () => {
      onlyWeb2InARow = (await get()).server === "web2" ? onlyWeb2InARow + 1 : 0;
      return onlyWeb2InARow >= 20;
    }, 10_000);
    // About 2 s, well inside DRAIN_MS (10 s) during which a draining server still answers.
    expect(drainedMs).toBeLessThan(5_000);
    expect((await balancer.serverStates()).get("web1")).toBe("DOWN");

    web1.ready = true;
    await waitFor(bothUp, 5_000);
    const servers = new Set<string>();
    for (let i = 0; i < 10; i++) servers.add((await get()).server);
    expect(servers).toEqual(new Set(["web1", "web2"]));
  });

  it("with no server ready, answers 503 in the store's words, both languages, with Retry-After (issue #33)", async () => {
    web1.ready = false;
    web2.ready = false;
    try {
      await waitFor(async () => {
        const states = await balancer.serverStates();
        return states.get("web1") === "DOWN" && states.get("web2") === "DOWN";
      }, 10_000);
      const response = await fetch(`${balancer.url}/catalog`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe(
        "The store is briefly unavailable. Please try again in a few seconds.\n" +
          "La tienda no está disponible por un momento. Inténtelo de nuevo en unos segundos.\n",
      );
    } finally {
      web1.ready = true;
      web2.ready = true;
      await waitFor(bothUp, 5_000);
    }
  });

  it("answers every request while a server is stopped, before and after the checks notice", async () => {
    const port = web1.port;
    await web1.stop();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await get());
    expect(answers.every((answer) => answer.status === 200 && answer.server === "web2")).toBe(true);
    web1 = await startStandIn("web1", port);
    await waitFor(bothUp, 5_000);
  });
});
