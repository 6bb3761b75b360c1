import { describe, expect, it } from "vitest";
import { renderNotice } from "./notice-render";
import type { NoticePayload } from "./notice-payload";

const confirmed: NoticePayload = {
  kind: "order",
  event: "confirmed",
  language: "es",
  number: "1042",
  name: "Lucía",
  statusToken: "a".repeat(32),
  totalCents: 8_988,
  substitutions: [
    { quantity: 2, bottle: "Buchanan's 12 Years 750ml", replaced: "Johnnie Walker Black 750ml" },
  ],
};

describe("a confirmation after the call (issue #19)", () => {
  it("tells the shopper, in their language, each bottle taken instead of another and the total agreed", () => {
    const { subject, text, html } = renderNotice(confirmed, "https://store.example", "/notices/stop/t");
    expect(subject).toBe("El pedido 1042 está confirmado");
    expect(text).toContain("2 × Buchanan's 12 Years 750ml en lugar de Johnnie Walker Black 750ml");
    expect(text).toContain("Total: $89.88");
    expect(text).toContain(`https://store.example/es/order/${"a".repeat(32)}`);
    expect(html).toContain("<p>2 × Buchanan&#39;s 12 Years 750ml en lugar de Johnnie Walker Black 750ml</p>");
  });

  it("says neither for an order confirmed as it was placed, nor for a later status", () => {
    const plain = renderNotice(
      { ...confirmed, language: "en", totalCents: 2_140, substitutions: [] },
      "https://store.example",
      "/notices/stop/t",
    );
    expect(plain.text).not.toContain("instead of");
    expect(plain.text).toContain("Total: $21.40");
    const ready = renderNotice(
      { ...confirmed, event: "ready_for_pickup", totalCents: undefined, substitutions: undefined },
      "https://store.example",
      "/notices/stop/t",
    );
    expect(ready.text).not.toContain("Total");
  });
});
