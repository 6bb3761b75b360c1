import { describe, expect, it } from "vitest";
import { renderNotice } from "./notice-render";
import type { NoticePayload } from "./notice-payload";
import { replyMeaning, textReplyTwiml } from "./text-reply";

describe("what a shopper's reply means (issue #34)", () => {
  it.each(["YES", "yes", " Yes ", "y", "Y", "SI", "si", "Sí", "SÍ", "yes!", "Sí.", "si\u0301"])(
    "%j is yes",
    (body) => expect(replyMeaning(body)).toBe("yes"),
  );

  it.each(["STOP", "stop", " Stop ", "STOPALL", "unsubscribe", "CANCEL", "end", "Quit"])(
    "%j stops the texts",
    (body) => expect(replyMeaning(body)).toBe("stop"),
  );

  it.each(["yes but no ice", "yesterday", "sin hielo", "no", "stop by at 8", "", "  ", "¿sí?"])(
    "%j is for a person to read",
    (body) => expect(replyMeaning(body)).toBe("other"),
  );
});

describe("the store's answer (TwiML)", () => {
  it("says it in the order's language, escaped for XML", () => {
    expect(textReplyTwiml({ kind: "confirmed", number: "1042" }, "es")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>¡Gracias! El pedido 1042 está confirmado. Lo estamos preparando.</Message></Response>',
    );
    expect(textReplyTwiml({ kind: "callSoon", numbers: ["1042", "1043"] }, "en")).toContain(
      "about your orders 1042, 1043.",
    );
    expect(textReplyTwiml({ kind: "callSoon", numbers: ["<b>&"] }, "en")).toContain(
      "about order &#60;b&#62;&#38;.",
    );
  });

  it("is an empty response when there is nothing to say", () => {
    expect(textReplyTwiml(null, "en")).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});

describe("the 'we got your order' text", () => {
  const received: NoticePayload = {
    kind: "order",
    event: "received",
    language: "es",
    number: "1042",
    name: "Lucía",
    statusToken: "a".repeat(32),
  };

  it("invites a reply by text message only: an e-mail's reply reaches nobody", () => {
    const sms = renderNotice(received, "https://store.example", "/notices/stop/t", "sms");
    expect(sms.text).toContain("Responda SÍ para confirmar su pedido, o le llamaremos.");
    const email = renderNotice(received, "https://store.example", "/notices/stop/t", "email");
    expect(email.text).not.toContain("Responda");
    expect(email.html).not.toContain("Responda");
  });

  it("invites it for a new order only", () => {
    const confirmed = renderNotice({ ...received, event: "confirmed" }, "https://store.example", "/s", "sms");
    expect(confirmed.text).not.toContain("Responda");
  });
});
