/**
 * What the shopper asks the staff to do for an order (issue #18): per line, what to do if that
 * bottle is missing. Client-safe: the checkout offers these, the server stores them.
 */
import { isOneOf, SUBSTITUTIONS, type Substitution } from "../../../db/stored-values";

/** "call": phone the shopper; "similar": a similar bottle up to the same price; "omit": leave it out. */
export { SUBSTITUTIONS, type Substitution };

/** A line without a choice (a body from before the choice existed): the staff call, as they always did. */
export const DEFAULT_SUBSTITUTION: Substitution = "call";

export function isSubstitution(value: string): value is Substitution {
  return isOneOf(SUBSTITUTIONS, value);
}

/** A gift order's details as stored and shown; null when the order is not a gift. */
export interface OrderGift {
  recipientName: string;
  /** E.164. */
  recipientPhone: string;
  message: string | null;
  /** The shopper asked for a gift box, for the lines whose product has one. */
  giftBox: boolean;
}

/** A size the clerk may offer instead of a line's bottle. */
export interface SubstituteSize {
  id: string;
  name: string;
  size: string;
  unitPriceCents: number;
  /** null: stock not counted. */
  inventory: number | null;
}
