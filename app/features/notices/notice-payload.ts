import type { Language } from "~/i18n/language";
import type { OrderStatus } from "~/features/orders";

/** What happened to an order that its shopper hears of: placed (received), or moved to a status. */
export type OrderNoticeEvent = OrderStatus;

/** What a notice says, stored as its row's payload (JSON) and worded when it is sent. */
export type NoticePayload =
  | {
      kind: "order";
      event: OrderNoticeEvent;
      language: Language;
      number: string;
      name: string;
      statusToken: string;
      /** A new order's call when it is not soon (placed while the store was closed), in words. */
      callAt?: { time: string; day?: string };
      /** The delivery or pickup window chosen, in words; absent for as soon as possible. */
      window?: { fulfilment: "delivery" | "pickup"; day: string; from: string; until: string };
      /** A confirmation's total, and each bottle taken instead of the one ordered (agreed on the call). */
      totalCents?: number;
      substitutions?: OrderNoticeSubstitution[];
      /** A new order's bottles and amounts as stored, deals apart (the e-mail's receipt; absent from older rows). */
      receipt?: OrderNoticeReceipt;
    }
  | {
      kind: "restock";
      language: Language;
      productName: string;
      sizeLabel: string;
      productRoute: string;
    };

/** "2 × Buchanan's 12 Years 750ml instead of Johnnie Walker Black 750ml". */
export interface OrderNoticeSubstitution {
  quantity: number;
  bottle: string;
  replaced: string;
}

/** What a new order costs, as stored, to the cent: each line at the price paid, then each amount. */
export interface OrderNoticeReceipt {
  lines: OrderNoticeLine[];
  subtotalCents: number;
  /** The mixed-case discount; 0: none. */
  caseDiscountCents: number;
  /** The code the order used, and what it took off. */
  code: { code: string; cents: number } | null;
  taxCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
}

/** "2 × Bodega Cava 750ml, $12.99 each (was $15.99): $25.98". */
export interface OrderNoticeLine {
  quantity: number;
  bottle: string;
  unitPriceCents: number;
  /** The regular price, when the size was on sale. */
  wasCents: number | null;
  lineTotalCents: number;
}
