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

  it("reads the confirming call's retry delays and the tries before a cancel is suggested", () => {
    expect(parseEnv({})).toMatchObject({
      CALL_RETRY_DELAYS: [600_000, 1_800_000],
      CALL_TRIES_BEFORE_CANCEL: 3,
    });
    expect(parseEnv({ CALL_RETRY_DELAYS: " 3s, 6s ,1h", CALL_TRIES_BEFORE_CANCEL: "2" })).toMatchObject({
      CALL_RETRY_DELAYS: [3_000, 6_000, 3_600_000],
      CALL_TRIES_BEFORE_CANCEL: 2,
    });
    for (const bad of ["", "10", "10m,", "0s", "25h", "1.5m", "ten minutes"])
      expect(() => parseEnv({ CALL_RETRY_DELAYS: bad }), bad).toThrow(/CALL_RETRY_DELAYS/);
    expect(() => parseEnv({ CALL_TRIES_BEFORE_CANCEL: "0" })).toThrow(/CALL_TRIES_BEFORE_CANCEL/);
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

  it("in production behind a proxy, needs PUBLIC_URL: a request's headers never name the store", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s3cret" };
    expect(() => parseEnv({ ...production, TRUST_PROXY: "1" })).toThrow(
      /PUBLIC_URL is required in production/,
    );
    expect(parseEnv({ ...production, TRUST_PROXY: "1", PUBLIC_URL: "https://shop.example" }).PUBLIC_URL).toBe(
      "https://shop.example",
    );
    expect(parseEnv({ ...production, TRUST_PROXY: "0" }).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("in production, needs SESSION_SECRET; elsewhere each process makes up its own", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: " " })).toThrow(/SESSION_SECRET/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s3cret" }).SESSION_SECRET).toBe("s3cret");
    const made = parseEnv({}).SESSION_SECRET;
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({}).SESSION_SECRET).toBe(made);
  });

  it("notices: no channel by default; SMTP_URL needs MAIL_FROM; SMS takes all three of its settings or none", () => {
    const none = parseEnv({});
    expect([none.SMTP_URL, none.SMS_ACCOUNT_SID, none.SMS_API_URL]).toEqual([
      undefined,
      undefined,
      "https://api.twilio.com",
    ]);
    expect(() => parseEnv({ SMTP_URL: "smtp://u:p@mail.example:587" })).toThrow(/MAIL_FROM is required/);
    expect(() => parseEnv({ SMTP_URL: "http://mail.example", MAIL_FROM: "a@b.example" })).toThrow(/SMTP_URL/);
    expect(
      parseEnv({ SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "Shop <a@b.example>" }).SMTP_URL,
    ).toBe("smtps://u:p@mail.example:465");
    const sms = { SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t", SMS_FROM: "+13055550100" };
    expect(parseEnv(sms).SMS_FROM).toBe("+13055550100");
    expect(() => parseEnv({ ...sms, SMS_AUTH_TOKEN: "" })).toThrow(
      /all of SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM/,
    );
    expect(() => parseEnv({ ...sms, SMS_FROM: "305-555-0100" })).toThrow(/SMS_FROM/);
  });
});
