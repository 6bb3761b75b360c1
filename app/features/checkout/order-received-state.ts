/** The navigation state checkout sends home with after an order (specification §2 "Order-received modal"). */
export const ORDER_RECEIVED_STATE = { fromCheckout: true, showProcessingModal: true } as const;

/**
 * The specification's flags, with the new order's number, status page, when the store will call,
 * and how and when it comes (the window chosen).
 */
export function orderReceivedState(
  order: {
    number: string;
    statusUrl?: string;
    callAt?: string | null;
    window?: { start: string; end: string } | null;
  },
  fulfilment?: "delivery" | "pickup",
) {
  return {
    ...ORDER_RECEIVED_STATE,
    orderNumber: order.number,
    statusUrl: order.statusUrl,
    callAt: order.callAt,
    fulfilment,
    windowStart: order.window?.start,
    windowEnd: order.window?.end,
  };
}
