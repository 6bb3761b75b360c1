/**
 * Reads the navigation state checkout sends home with after an order (specification §2
 * "Order-received modal"); order-received-state.ts writes it. Two modules so home ships only this one.
 */
export function isOrderReceivedState(state: unknown): boolean {
  if (typeof state !== "object" || state === null) return false;
  const flags = state as Record<string, unknown>;
  return flags.fromCheckout === true && flags.showProcessingModal === true;
}

/** The order number and status page the state carries, for the modal to show beneath its text. */
export function receivedOrderOf(state: unknown): { number: string | null; statusUrl: string | null } {
  if (!isOrderReceivedState(state)) return { number: null, statusUrl: null };
  const { orderNumber, statusUrl } = state as Record<string, unknown>;
  return {
    number: typeof orderNumber === "string" ? orderNumber : null,
    // A path of this site's order pages only, never another address.
    statusUrl: typeof statusUrl === "string" && /^\/order\/[\w-]+$/.test(statusUrl) ? statusUrl : null,
  };
}
