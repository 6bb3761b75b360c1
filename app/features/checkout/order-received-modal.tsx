import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { StoreLink } from "~/components/store-link";
import { Modal } from "~/components/modal";
import { laterCallWords, store, windowWords } from "~/features/store";
import { usePageT, type PageTranslate } from "~/i18n/messages";
import { isOrderReceivedState, receivedOrderOf } from "./order-received";
import { orderReceivedMessages, type OrderReceivedMessageKey } from "./order-received-messages";

type OrderReceivedTranslate = PageTranslate<OrderReceivedMessageKey>;

/**
 * Shown once when home is reached from checkout with the processing modal requested. The flag is
 * then wiped from the history entry, so a reload or back/forward to home does not show it again.
 */
export function OrderReceivedModal() {
  const t = usePageT(orderReceivedMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const requested = isOrderReceivedState(location.state);
  const [open, setOpen] = useState(requested);
  // Kept from the first render: the state is wiped from the history entry right after.
  const [{ number: orderNumber, statusUrl, callAt, window }] = useState(() =>
    receivedOrderOf(location.state),
  );
  const [shownAt] = useState(() => new Date());

  useEffect(() => {
    if (!requested) return;
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
  }, [requested, navigate, location.pathname, location.search]);

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t("orderReceived.title")}
      closeLabel={t("orderReceived.close")}
      describedBy="order-received-message"
    >
      <p id="order-received-message" className="mt-4 text-lg">
        {callPromise(callAt, shownAt, t)}
      </p>
      {window && (
        <p className="mt-3 font-semibold" data-testid="order-window">
          {windowPromise(window, shownAt, t)}
        </p>
      )}
      {orderNumber && (
        <p className="mt-3 text-stone-700" data-testid="order-number">
          {t("orderReceived.number", { number: orderNumber })}
        </p>
      )}
      {statusUrl && (
        <StoreLink to={statusUrl} className="mt-2 inline-block font-semibold text-brand underline">
          {t("orderReceived.follow")}
        </StoreLink>
      )}
    </Modal>
  );
}

/** The specification's "a call soon", or, while the store is closed, the time it opens and calls. */
export function callPromise(callAt: Date | undefined, now: Date, t: OrderReceivedTranslate): string {
  const later = laterCallWords(callAt, now, store, t);
  if (!later) return t("orderReceived.message");
  return later.day
    ? t("orderReceived.messageAtDay", { day: later.day, time: later.time })
    : t("orderReceived.messageAt", { time: later.time });
}

/** "We'll deliver tomorrow, between 7:00 pm and 9:00 pm." for an order placed for a window (issue #31). */
export function windowPromise(
  window: { fulfilment: "delivery" | "pickup"; start: Date; end: Date },
  now: Date,
  t: OrderReceivedTranslate,
): string {
  const words = windowWords(window, now, store, t);
  return t(window.fulfilment === "delivery" ? "orderWindow.delivery" : "orderWindow.pickup", words);
}
