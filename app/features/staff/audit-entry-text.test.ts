import { describe, expect, it } from "vitest";
import { auditActorName, auditEntryText } from "./audit-entry-text";
import type { AuditEntry } from "./staff-audit.server";

const changedOnTheCall: AuditEntry = {
  source: "order",
  id: 7,
  at: "2026-11-27T14:00:00.000Z",
  actor: "staff:2",
  kind: "line_changed",
  subject: "1042",
  detail: null,
  note: "2 × Buchanan's Master 750ml instead of Buchanan's 12 Years 750ml · total $44.90 → $54.98",
  before: null,
  after: null,
};

describe("an order's change agreed on the call, in the audit trail", () => {
  it("reads as a change in words, the stored description as it was written", () => {
    expect(auditEntryText(changedOnTheCall)).toBe(
      `Order 1042: changed on the call: ${changedOnTheCall.note}`,
    );
    expect(auditEntryText(changedOnTheCall, "es")).toBe(
      `Pedido 1042: cambiado en la llamada: ${changedOnTheCall.note}`,
    );
  });

  it("names an order event it has no words for by its kind, not a blank", () => {
    expect(auditEntryText({ ...changedOnTheCall, kind: "refund", note: null })).toBe("Order 1042: refund");
  });
});

describe("a confirming call in the audit trail", () => {
  const call: AuditEntry = {
    ...changedOnTheCall,
    source: "call",
    kind: "call",
    detail: "no_answer",
    note: "Rang out",
  };

  it("says how the call went in the reader's language, the clerk's note as typed", () => {
    expect(auditEntryText(call)).toBe("Order 1042: call, No answer (Rang out)");
    expect(auditEntryText({ ...call, note: null }, "es")).toBe("Pedido 1042: llamada, No contestó");
  });
});

describe("who acted, in the audit trail", () => {
  it("names a shopper's text reply by the phone it came from, in the owner's language", () => {
    const entry = { actor: "text:+13055550111", name: "text:+13055550111" };
    expect(auditActorName(entry, "en")).toBe("Text from (305) 555-0111");
    expect(auditActorName(entry, "es")).toBe("Mensaje de texto del (305) 555-0111");
    expect(auditActorName({ actor: "staff:2", name: "Luisa" }, "en")).toBe("Luisa");
  });
});

describe("a size's sale in the audit trail (issue #35)", () => {
  const sale = { priceCents: 3499, startsAt: "2026-12-01T05:00:00.000Z", endsAt: "2026-12-08T05:00:00.000Z" };
  const entry: AuditEntry = {
    source: "catalog",
    id: 9,
    at: "2026-11-27T14:00:00.000Z",
    actor: "staff:1",
    kind: "sale",
    subject: "Buchanan's 12",
    detail: JSON.stringify({ before: null, after: sale }),
    note: "750ml",
    before: null,
    after: 3499,
  };

  it("names the sale before and after in the store's days, in the owner's language", () => {
    expect(auditEntryText(entry)).toBe("Sale of Buchanan's 12 750ml: none → $34.99, 2026-12-01 – 2026-12-07");
    expect(auditEntryText({ ...entry, detail: JSON.stringify({ before: sale, after: null }) }, "es")).toBe(
      "Oferta de Buchanan's 12 750ml: $34.99, 2026-12-01 – 2026-12-07 → ninguna",
    );
  });
});
