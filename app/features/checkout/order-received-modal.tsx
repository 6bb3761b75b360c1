import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useT } from "~/i18n/messages";
import { isOrderReceivedState, receivedOrderOf } from "./order-received";

/**
 * Shown once when home is reached from checkout with the processing modal requested. The flag is
 * then wiped from the history entry, so a reload or back/forward to home does not show it again.
 */
export function OrderReceivedModal() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = isOrderReceivedState(location.state);
  const [open, setOpen] = useState(requested);
  // Kept from the first render: the state is wiped from the history entry right after.
  const [{ number: orderNumber, statusUrl }] = useState(() => receivedOrderOf(location.state));
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!requested) return;
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
  }, [requested, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="order-received-title"
      aria-describedby="order-received-message"
      onClose={() => setOpen(false)}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-8 text-center shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="order-received-title" className="font-display text-2xl text-brand">
        {t("orderReceived.title")}
      </h2>
      <p id="order-received-message" className="mt-4 text-lg">
        {t("orderReceived.message")}
      </p>
      {orderNumber && (
        <p className="mt-3 text-stone-700" data-testid="order-number">
          {t("orderReceived.number", { number: orderNumber })}
        </p>
      )}
      {statusUrl && (
        <Link to={statusUrl} className="mt-2 inline-block font-semibold text-brand underline">
          {t("orderReceived.follow")}
        </Link>
      )}
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        className="mt-6 rounded-md bg-brand px-8 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {t("orderReceived.close")}
      </button>
    </dialog>
  );
}
