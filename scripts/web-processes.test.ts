import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { relaySiblingChange, webProcessCount, type RelayTarget } from "./web-processes.mjs";

describe("npm start's web processes (WEB_CONCURRENCY)", () => {
  it("is one per core unless set", () => {
    expect(webProcessCount({})).toBe(availableParallelism());
    expect(webProcessCount({ WEB_CONCURRENCY: " " })).toBe(availableParallelism());
    expect(webProcessCount({ WEB_CONCURRENCY: "3" })).toBe(3);
  });

  it("is one for the background worker, whatever is set", () => {
    expect(webProcessCount({ STORE_ROLE: "worker", WEB_CONCURRENCY: "4" })).toBe(1);
  });

  it.each(["0", "-1", "1.5", "two", "65", "1e2"])("refuses %s with the setting's name", (value) => {
    expect(() => webProcessCount({ WEB_CONCURRENCY: value })).toThrow(
      `WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`,
    );
  });
});

describe("a web process's store change, passed to the others", () => {
  const worker = (connected = true) => {
    const received: unknown[] = [];
    const target: RelayTarget = { isConnected: () => connected, send: (message) => received.push(message) };
    return { target, received };
  };

  it("reaches every other connected process, as it came, and not the one that sent it", () => {
    const [sender, other, gone] = [worker(), worker(), worker(false)];
    const message = { storeSiblingChange: { kind: "stock", sizeIds: ["085176553895"] } };
    relaySiblingChange(sender.target, message, [sender.target, other.target, gone.target]);
    expect(other.received).toEqual([message]);
    expect(sender.received).toEqual([]);
    expect(gone.received).toEqual([]);
  });

  it.each([null, "storeSiblingChange", { storeSupervisorStop: "SIGTERM" }])(
    "passes nothing else on (%j)",
    (message) => {
      const [sender, other] = [worker(), worker()];
      relaySiblingChange(sender.target, message, [sender.target, other.target]);
      expect(other.received).toEqual([]);
    },
  );
});
