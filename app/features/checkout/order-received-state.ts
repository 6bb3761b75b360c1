/** The navigation state checkout sends home with after an order (specification §2 "Order-received modal"). */
export const ORDER_RECEIVED_STATE = { fromCheckout: true, showProcessingModal: true } as const;

/** The specification's flags, with the new order's number, status page and when the store will call. */
export function orderReceivedState(order: { number: string; statusUrl?: string; callAt?: string | null }) {
  return {
    ...ORDER_RECEIVED_STATE,
    orderNumber: order.number,
    statusUrl: order.statusUrl,
    callAt: order.callAt,
  };
}
