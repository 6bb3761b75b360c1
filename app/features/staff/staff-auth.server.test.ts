import { describe, expect, it } from "vitest";
import { safeNext } from "./staff-auth.server";

describe("where staff return after signing in", () => {
  it.each(["/staff", "/staff/orders?status=received", "/staff/products/buchanans-12-years?size=750ml"])(
    "keeps the staff page %s",
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

  it.each([
    null,
    "/staff/..//evil.example",
    "/staff/../catalog",
    "//evil.example/staff",
    "/staff\\..\\..\\evil.example",
    "/staff/login",
    "/staff/login?next=/staff/orders",
    "/staffroom",
    "https://evil.example/staff",
  ])("sends %j to the console's front door instead", (next) => {
    expect(safeNext(next)).toBe("/staff");
  });
});
