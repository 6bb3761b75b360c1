import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("environment", () => {
  it("defaults to the embedded SQLite file on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/store.db",
      ORDER_RATE_LIMIT: 10,
    });
    expect(env.GA_MEASUREMENT_ID).toBeUndefined();
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ GA_MEASUREMENT_ID: "", GOOGLE_MAPS_API_KEY: " " }).GOOGLE_MAPS_API_KEY).toBeUndefined();
  });

  it("keeps only the origin of PUBLIC_URL, and leaves it unset when empty", () => {
    expect(parseEnv({ PUBLIC_URL: "https://shop.example.com/store/" }).PUBLIC_URL).toBe(
      "https://shop.example.com",
    );
    expect(parseEnv({ PUBLIC_URL: "" }).PUBLIC_URL).toBeUndefined();
  });

  it("stops on a bad value and names it", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/store" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ GA_MEASUREMENT_ID: "UA-123" })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => parseEnv({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ PUBLIC_URL: "shop.example.com" })).toThrow(/PUBLIC_URL/);
  });
});
