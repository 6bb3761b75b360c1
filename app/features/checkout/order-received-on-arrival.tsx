import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { isOrderReceivedState } from "./order-received";

const OrderReceivedModal = lazy(() =>
  import("./order-received-modal").then((module) => ({ default: module.OrderReceivedModal })),
);

/**
 * Home's order-received modal, loaded only when checkout sent the shopper here asking for it: home's
 * first load (every visitor's) does not carry the modal. Read once: the modal wipes the request
 * from the history entry as it opens.
 */
export function OrderReceivedOnArrival() {
  const location = useLocation();
  const [requested] = useState(() => isOrderReceivedState(location.state));
  return requested ? (
    <Suspense fallback={null}>
      <OrderReceivedModal />
    </Suspense>
  ) : null;
}
