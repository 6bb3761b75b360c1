import { Form, useNavigation } from "react-router";
import { StoreLink } from "~/components/store-link";
import { store } from "~/features/store";
import { useNoticeStopT } from "./notice-stop-messages";

/**
 * The opt-out link of every notice: it names the contact and asks, since a link alone must not
 * stop anything (a mail scanner or a phone's link preview opens it); the button POSTs, with or
 * without JavaScript.
 */
export function NoticeStop({
  contact,
  stopped,
}: {
  /** As people read it; null when the link names no contact (altered, or from an old secret). */
  contact: string | null;
  stopped: boolean;
}) {
  const t = useNoticeStopT();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl">{t("noticeStop.title")}</h1>
      <div className="mt-6 max-w-prose">
        <p role="status" className={stopped ? "font-semibold text-green-800" : ""}>
          {stopped && contact && t("noticeStop.done", { contact })}
        </p>
        {!contact && <p>{t("noticeStop.invalid", { phone: store.phone.display, email: store.email })}</p>}
        {!stopped && contact && (
          <Form method="post" className="grid gap-4">
            <p>{t("noticeStop.question", { store: store.name, contact })}</p>
            <button
              type="submit"
              disabled={busy}
              className="justify-self-start rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {t("noticeStop.confirm")}
            </button>
          </Form>
        )}
        <p className="mt-6">
          <StoreLink to="/catalog" className="underline">
            {t("noticeStop.shop")}
          </StoreLink>
        </p>
      </div>
    </div>
  );
}
