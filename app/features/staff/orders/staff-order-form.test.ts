import { describe, expect, it } from "vitest";
import { readStaffOrderForm } from "./staff-order-form";

const read = (fields: Record<string, string> | string) => readStaffOrderForm(new URLSearchParams(fields));

describe("the staff order page's forms, read with zod", () => {
  it("reads each intent into its typed form", () => {
    expect(read({ intent: "note", note: "called twice" })).toEqual({
      ok: true,
      form: { intent: "note", note: "called twice" },
    });
    expect(read({ to: "confirmed" })).toEqual({ ok: true, form: { intent: "status", to: "confirmed" } });
    expect(read({ intent: "call", outcome: "no_answer", version: "3" })).toEqual({
      ok: true,
      form: { intent: "call", outcome: "no_answer", version: 3, note: "" },
    });
    expect(read({ intent: "quantity", line: "7", quantity: "2", version: "0" })).toEqual({
      ok: true,
      form: { intent: "quantity", line: 7, quantity: 2, version: 0 },
    });
    expect(read({ intent: "substitute", line: "7", size: "  jw-black-1l ", version: "4" })).toEqual({
      ok: true,
      form: { intent: "substitute", line: 7, size: "jw-black-1l", version: 4 },
    });
  });

  it("answers each wrong field with the text the page shows, in the order the page checks them", () => {
    expect(read({ intent: "status", to: "shipped" })).toEqual({ ok: false, problem: "answer.unknownStatus" });
    expect(read({ intent: "anything", to: "" })).toEqual({ ok: false, problem: "answer.unknownStatus" });
    expect(read({ intent: "call", outcome: "maybe", version: "x" })).toEqual({
      ok: false,
      problem: "answer.chooseOutcome",
    });
    expect(read({ intent: "call", outcome: "confirmed", version: "-1" })).toEqual({
      ok: false,
      problem: "answer.stale",
    });
    expect(read({ intent: "quantity", line: "one", quantity: "1.5", version: "x" })).toEqual({
      ok: false,
      problem: "answer.chooseLine",
    });
    expect(read({ intent: "quantity", line: "7", quantity: "1.5", version: "1" })).toEqual({
      ok: false,
      problem: "answer.wholeBottles",
    });
    expect(read({ intent: "substitute", line: "7", size: "   ", version: "1" })).toEqual({
      ok: false,
      problem: "answer.chooseSize",
    });
    expect(read({ intent: "remove", line: "7", version: "1e400" })).toEqual({
      ok: false,
      problem: "answer.stale",
    });
  });

  it("reads a field sent twice by its first value", () => {
    expect(read("intent=remove&line=7&line=8&version=2&version=x")).toEqual({
      ok: true,
      form: { intent: "remove", line: 7, version: 2 },
    });
  });
});
