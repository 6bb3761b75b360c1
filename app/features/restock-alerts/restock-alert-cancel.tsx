import { Form, useNavigation } from "react-router";
import { StoreLink } from "~/components/store-link";
import { sizeName } from "~/features/catalog";
import { contactText } from "./restock-alert-form";
import { useRestockT } from "./restock-alert-messages";

/** The request a cancel link names, as its page shows it. */
export interface CancelledRequest {
  productName: string;
  sizeLabel: string;
  contactKind: "phone" | "email";
  contact: string;
}

/**
 * The shopper's own cancel link: the request it names and a button, since a link alone must not
 * delete (a phone's link preview or a mail scanner opens it); then what became of it.
 */
export function RestockAlertCancel({
  request,
  cancelled,
}: {
  /** Null when the link names no request kept now. */
  request: CancelledRequest | null;
  cancelled: boolean;
}) {
  const t = useRestockT();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl">{t("restockCancel.title")}</h1>
      <div className="mt-6 max-w-prose">
        <p role="status" className={cancelled ? "font-semibold text-green-800" : ""}>
          {cancelled && t("restockCancel.done")}
        </p>
        {!cancelled && !request && <p>{t("restockCancel.gone")}</p>}
        {!cancelled && request && (
          <Form method="post" className="grid gap-4">
            <p>
              {t("restockCancel.question", {
                contact: contactText({ kind: request.contactKind, value: request.contact }),
                product: request.productName,
                size: sizeName(request.sizeLabel, t),
              })}
            </p>
            <button
              type="submit"
              disabled={busy}
              className="justify-self-start rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {t("restockCancel.confirm")}
            </button>
          </Form>
        )}
        <p className="mt-6">
          <StoreLink to="/catalog" className="underline">
            {t("restockCancel.shop")}
          </StoreLink>
        </p>
      </div>
    </div>
  );
}
