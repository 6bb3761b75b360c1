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
