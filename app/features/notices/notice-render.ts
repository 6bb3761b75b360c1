import { pathIn } from "~/i18n/language";
import { translator } from "~/i18n/messages";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { noticeMessages, type NoticeMessageKey } from "./notice-messages";
import type { NoticeChannel } from "./notice-contact";
import type { NoticePayload } from "./notice-payload";
import { textReplyMessages } from "./text-reply-messages";
import { escapeHtml } from "~/utils/escape-html";

/**
 * A notice's words in its language: the subject (e-mail), the plain text (e-mail and SMS: the
 * message, its link, the store, the opt-out link) and the same as simple HTML. Links are written
 * with the store's public origin and in the notice's language (/es/… for Spanish).
 */

export interface RenderedNotice {
  subject: string;
  text: string;
  html: string;
}

/** Where a link goes in a line before it is escaped for HTML. */
const LINK = "\u0000";

export function renderNotice(
  payload: NoticePayload,
  origin: string,
  stopPath: string,
  channel: NoticeChannel = "email",
): RenderedNotice {
  const t = translator(noticeMessages[payload.language], payload.language);
  const { subjectKey, bodyKey, values, link } = wording(payload);
  const url = (path: string) => `${origin}${pathIn(payload.language, path)}`;
  const lines: { text: string; url?: string }[] = [
    { text: t(bodyKey, values) },
    ...replyInvitation(payload, channel),
    ...windowLine(payload, t),
    ...receiptLines(payload, channel, t),
    ...confirmedDetails(payload, t),
    { text: t(link.key, { link: LINK }), url: url(link.path) },
    { text: t("notice.signature", { store: store.name, phone: store.phone.display }) },
    { text: t("notice.stopLink", { link: LINK }), url: url(stopPath) },
  ];
  return {
    subject: t(subjectKey, values),
    text: lines.map((line) => (line.url ? line.text.replace(LINK, line.url) : line.text)).join("\n\n"),
    html: lines
      .map((line) => {
        // A receipt is one paragraph, a line per amount.
        const text = escapeHtml(line.text).replaceAll("\n", "<br>\n");
        if (!line.url) return `<p>${text}</p>`;
        const href = escapeHtml(line.url);
        return `<p>${text.replace(LINK, `<a href="${href}">${href}</a>`)}</p>`;
      })
      .join("\n"),
  };
}

/** A new order's text offers to confirm by replying (issue #34); an e-mail's reply reaches nobody, so it does not. */
function replyInvitation(payload: NoticePayload, channel: NoticeChannel) {
  if (channel !== "sms" || payload.kind !== "order" || payload.event !== "received") return [];
  return [{ text: textReplyMessages[payload.language]["textReply.invite"] }];
}

/** When the order comes, for one placed for a window: "We'll deliver it tomorrow, between 7:00 pm and 9:00 pm." */
function windowLine(
  payload: NoticePayload,
  t: (key: NoticeMessageKey, values?: Record<string, string | number>) => string,
) {
  if (payload.kind !== "order" || !payload.window) return [];
  const { fulfilment, ...words } = payload.window;
  return [{ text: t(fulfilment === "delivery" ? "notice.windowDelivery" : "notice.windowPickup", words) }];
}

type Translate = (key: NoticeMessageKey, values?: Record<string, string | number>) => string;

/**
 * A new order's e-mail: each bottle at the price paid (and its regular price while it was on sale),
 * then the subtotal, each deal apart, tax, fee, tip and total, as the order stored them. A text
 * message stays short.
 */
function receiptLines(payload: NoticePayload, channel: NoticeChannel, t: Translate) {
  if (channel !== "email" || payload.kind !== "order" || !payload.receipt) return [];
  const receipt = payload.receipt;
  const bottles = receipt.lines.map((line) => {
    const words = {
      quantity: line.quantity,
      bottle: line.bottle,
      price: formatCents(line.unitPriceCents),
      total: formatCents(line.lineTotalCents),
    };
    return line.wasCents === null
      ? t("notice.line", words)
      : t("notice.lineOnSale", { ...words, was: formatCents(line.wasCents) });
  });
  const amount = (key: NoticeMessageKey, cents: number, values: Record<string, string> = {}) =>
    t(key, { ...values, amount: formatCents(cents) });
  const { caseDiscountCents, code, deliveryFeeCents, tipCents } = receipt;
  const amounts = [
    amount("notice.subtotal", receipt.subtotalCents),
    ...(caseDiscountCents > 0 ? [amount("notice.caseDiscount", caseDiscountCents)] : []),
    ...(code ? [amount("notice.codeDiscount", code.cents, { code: code.code })] : []),
    amount("notice.tax", receipt.taxCents),
    ...(deliveryFeeCents > 0 ? [amount("notice.deliveryFee", deliveryFeeCents)] : []),
    ...(tipCents > 0 ? [amount("notice.tip", tipCents)] : []),
    t("notice.total", { total: formatCents(receipt.totalCents) }),
  ];
  return [{ text: bottles.join("\n") }, { text: amounts.join("\n") }];
}

/** What a confirmation adds: the bottles taken instead of those ordered, then the total agreed. */
function confirmedDetails(
  payload: NoticePayload,
  t: (key: NoticeMessageKey, values?: Record<string, string | number>) => string,
) {
  if (payload.kind !== "order") return [];
  const substitutions = (payload.substitutions ?? []).map((line) => ({
    text: t("notice.substituted", { quantity: line.quantity, bottle: line.bottle, replaced: line.replaced }),
  }));
  const total =
    payload.totalCents === undefined
      ? []
      : [{ text: t("notice.total", { total: formatCents(payload.totalCents) }) }];
  return [...substitutions, ...total];
}

function wording(payload: NoticePayload) {
  const common = { store: store.name, phone: store.phone.display };
  if (payload.kind === "restock")
    return {
      subjectKey: "notice.restock.subject",
      bodyKey: "notice.restock.body",
      values: { ...common, product: payload.productName, size: payload.sizeLabel },
      link: { key: "notice.productLink", path: `/product/${encodeURIComponent(payload.productRoute)}` },
    } as const;
  return {
    subjectKey: `notice.${payload.event}.subject`,
    bodyKey: orderBodyKey(payload),
    values: {
      ...common,
      name: payload.name,
      number: payload.number,
      address: `${store.address.street}, ${store.address.city}`,
      ...payload.callAt,
    },
    link: { key: "notice.orderLink", path: `/order/${payload.statusToken}` },
  } as const;
}

/** A new order placed while the store was closed says when the call comes (issue #31). */
function orderBodyKey(payload: Extract<NoticePayload, { kind: "order" }>): NoticeMessageKey {
  if (!payload.callAt) return `notice.${payload.event}.body`;
  return payload.callAt.day ? "notice.received.bodyAtDay" : "notice.received.bodyAt";
}
