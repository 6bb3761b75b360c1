import { describe, expect, it } from "vitest";
import storeConfigInput from "../../../store.config";
import { parseStoreConfig } from "./store-config";

describe("store configuration", () => {
  it("accepts the demo store, with the specification's limits", () => {
    const config = parseStoreConfig(storeConfigInput);
    expect(config.minimumAge).toBe(21);
    expect(config.maxQuantityPerLine).toBe(12);
    expect(config.weeklyHours.friday).toEqual({
      opens: "09:00",
      closes: "25:00",
    });
    expect(config.weeklyHours.tuesday).toEqual({
      opens: "09:00",
      closes: "24:00",
    });
  });

  it("lists every problem of a bad configuration", () => {
    const bad = {
      ...storeConfigInput,
      timeZone: "Mars/Olympus",
      phone: { display: "x", e164: "555" },
      minimumAge: 18,
      extra: true,
    };
    expect(() => parseStoreConfig(bad)).toThrow(/timeZone[\s\S]*phone\.e164|phone\.e164[\s\S]*timeZone/);
    expect(() => parseStoreConfig(bad)).toThrow(/minimumAge/);
    expect(() => parseStoreConfig(bad)).toThrow(/extra/);
  });
});
