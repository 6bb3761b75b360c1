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
    }
  | {
      kind: "restock";
      language: Language;
      productName: string;
      sizeLabel: string;
      productRoute: string;
    };
