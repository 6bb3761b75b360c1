/**
 * Reads the navigation state checkout sends home with after an order (specification §2
 * "Order-received modal"); order-received-state.ts writes it. Two modules so home ships only this
 * one, and it reads the state without zod so home does not ship a validator for two flags.
 */
interface OrderReceivedState {
  fromCheckout: true;
  showProcessingModal: true;
  orderNumber?: unknown;
  statusUrl?: unknown;
  callAt?: unknown;
  fulfilment?: unknown;
  windowStart?: unknown;
  windowEnd?: unknown;
}

export function isOrderReceivedState(state: unknown): state is OrderReceivedState {
  return (
    typeof state === "object" &&
    state !== null &&
    "fromCheckout" in state &&
    state.fromCheckout === true &&
    "showProcessingModal" in state &&
    state.showProcessingModal === true
  );
}

export interface ReceivedOrder {
  number: string | null;
  statusUrl: string | null;
  /** When the store will call, when the state says so. */
  callAt?: Date;
  /** The delivery or pickup window chosen, when the state says so. */
  window?: { fulfilment: "delivery" | "pickup"; start: Date; end: Date };
}

/** The order number, status page and call time the state carries, for the modal's text. */
export function receivedOrderOf(state: unknown): ReceivedOrder {
  if (!isOrderReceivedState(state)) return { number: null, statusUrl: null };
  const { orderNumber, statusUrl, callAt, fulfilment, windowStart, windowEnd } = state;
  const callDate = timeOf(callAt);
  const start = timeOf(windowStart);
  const end = timeOf(windowEnd);
  return {
    ...(callDate ? { callAt: callDate } : {}),
    ...(start && end && (fulfilment === "delivery" || fulfilment === "pickup")
      ? { window: { fulfilment, start, end } }
      : {}),
    number: typeof orderNumber === "string" ? orderNumber : null,
    // A path of this site's order pages only, never another address.
    statusUrl: typeof statusUrl === "string" && /^(\/es)?\/order\/[\w-]+$/.test(statusUrl) ? statusUrl : null,
  };
}

/** An ISO 8601 time the state carries, or null for anything else. */
function timeOf(value: unknown): Date | null {
  const time = typeof value === "string" ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
}
