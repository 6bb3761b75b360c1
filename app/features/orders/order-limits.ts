// The order body's limits and the delivery area, apart from the schema that checks them: the
// checkout page shows them from its first load, and the schema (with zod) arrives later.
import { MAX_PER_LINE } from "~/features/inventory";
import { store } from "~/features/store";
import type { OrderRequestMessageKey } from "./order-request-messages";

/** DESIGN §6: an order body is at most 32 KB. */
export const MAX_ORDER_BODY_BYTES = 32 * 1024;

/** The limits the messages name; the page fills a message's {placeholders} from here. */
export const ORDER_LIMITS = {
  nameMax: 100,
  emailMax: 200,
  addressMax: 200,
  unitMax: 40,
  notesMax: 500,
  /** A gift's recipient, as long as a shopper's name. */
  giftNameMax: 100,
  /** A card's few words, not a letter: what fits on the gift tag. */
  giftMessageMax: 200,
  maxPerLine: MAX_PER_LINE,
  /** More distinct sizes than any shopper carries to the counter; bounds the work one request can cause. */
  maxLines: 50,
} as const;
export const MAX_ORDER_LINES = ORDER_LIMITS.maxLines;
export const DELIVERY_AREA_MESSAGE = "order.zipOutsideArea" satisfies OrderRequestMessageKey;

export function isDeliveryZip(zip: string): boolean {
  return store.delivery.zipCodes.includes(zip.trim());
}
