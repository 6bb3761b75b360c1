/** The navigation state checkout sends home with after an order (specification §2 "Order-received modal"). */
export const ORDER_RECEIVED_STATE = { fromCheckout: true, showProcessingModal: true } as const;

export function isOrderReceivedState(state: unknown): boolean {
  if (typeof state !== "object" || state === null) return false;
  const flags = state as Record<string, unknown>;
  return flags.fromCheckout === true && flags.showProcessingModal === true;
}
