import type { Language } from "~/i18n/language";
import { translator } from "~/i18n/messages";
import { store } from "~/features/store";
import { escapeHtml } from "~/utils/escape-html";
import { textReplyMessages } from "./text-reply-messages";

/**
 * A shopper's reply to the store's texts (issue #34): what it means, and the answer the provider
 * sends back (TwiML, `<Response><Message>…</Message></Response>`). Client-safe and pure.
 */

export type ReplyMeaning = "yes" | "stop" | "other";

/** "Yes", "y", "sí" or "si", alone, with a stop or an exclamation mark at most: anything more is for a person. */
const YES = /^(yes|y|s[ií])[\s.!]*$/;

/** The opt-out words the provider itself acts on (Twilio's list); the store stops its texts on them too. */
const STOP_WORDS = new Set(["stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke", "optout"]);

export function replyMeaning(body: string): ReplyMeaning {
  const words = body.normalize("NFC").trim().toLowerCase();
  if (STOP_WORDS.has(words)) return "stop";
  return YES.test(words) ? "yes" : "other";
}

/** What the store says back, before it is worded. */
export type TextReplySaying =
  | { kind: "confirmed"; number: string }
  /** The order needs a word on the phone before it is confirmed. */
  | { kind: "callFirst"; number: string }
  | { kind: "callSoon"; numbers: [string, ...string[]] }
  /** A yes with no order waiting for its call. */
  | { kind: "noOrder" }
  /** Any other text with no order waiting: nobody will read it. */
  | { kind: "noReader" };

/** The provider's answer: the saying in `language`, or an empty response when there is nothing to say. */
export function textReplyTwiml(saying: TextReplySaying | null, language: Language): string {
  if (!saying) return '<?xml version="1.0" encoding="UTF-8"?><Response/>';
  const message = escapeHtml(textReplyWords(saying, language));
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${message}</Message></Response>`;
}

export function textReplyWords(saying: TextReplySaying, language: Language): string {
  const t = translator(textReplyMessages[language], language);
  const phone = store.phone.display;
  switch (saying.kind) {
    case "confirmed":
      return t("textReply.confirmed", { number: saying.number });
    case "callFirst":
      return t("textReply.callFirst", { number: saying.number });
    case "callSoon":
      return saying.numbers.length === 1
        ? t("textReply.callSoon", { number: saying.numbers[0] })
        : t("textReply.callSoonSeveral", { numbers: saying.numbers.join(", ") });
    case "noOrder":
      return t("textReply.noOrder", { phone });
    case "noReader":
      return t("textReply.noReader", { phone });
  }
}
