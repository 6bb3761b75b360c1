import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, useNavigation } from "react-router";
import { StoreLink } from "~/components/store-link";
import { store } from "~/features/store";
import { cancelPath, RESTOCK_FIELDS, type RestockAnswer, type RestockRefusal } from "./restock-alert-form";
import { useRestockT } from "./restock-alert-messages";
import { rememberedRestockContact, rememberRestockContact } from "./remembered-contact";

const HEADING_ID = "restock-heading";
const FIELD_ID = "restock-contact";
const ERROR_ID = "restock-contact-error";

/** A sign-up the store took: the contact as it will write to it, and, this once, the way to cancel. */
type Registered = Extract<RestockAnswer, { registered: unknown }>["registered"];

/**
 * "Tell me when it's back" for a sold-out size: one field (a US phone or an e-mail address) and one
 * button. A real form posting to the product page's action, so it works before hydration too (the
 * page comes back with the answer in place); after it, the router posts it and keeps the page where
 * it was. A navigation rather than a fetcher: `useFetcher` would add 0.35 KB to every page's shared
 * router chunk, over home's budget (docs/benchmarks.md, issue #18).
 * The contact last given to this form in this browser fills the field: one tap.
 */
export function RestockAlertForm({
  sizeId,
  sizeName,
  keptMonths,
  answer,
  onBackInStock,
}: {
  sizeId: string;
  /** The size as the page names it: "750 ml". */
  sizeName: string;
  /** How long a sign-up is kept at most (the privacy policy's period). */
  keptMonths: number;
  /** The product page action's answer, after a post with or without JavaScript. */
  answer: RestockAnswer | undefined;
  /** The server said the size is on sale: the page asks for its stock again. */
  onBackInStock: () => void;
}) {
  const t = useRestockT();
  const navigation = useNavigation();
  const shown = answer?.sizeId === sizeId ? answer : undefined;
  const registered = shown && "registered" in shown ? shown.registered : null;
  const refused = shown && "refused" in shown ? shown.refused : null;
  const { statusRef, fieldRef } = useAnswerFocus(shown, onBackInStock);
  const sending = navigation.formData?.get(RESTOCK_FIELDS.sizeId) === sizeId;
  return (
    <section
      aria-labelledby={HEADING_ID}
      data-testid="restock-alert"
      className="mt-6 rounded-lg border border-stone-300 bg-stone-50 p-4"
    >
      <h2 id={HEADING_ID} className="font-semibold">
        {t("restock.heading")}
      </h2>
      <SignUpStatus registered={registered} sizeName={sizeName} statusRef={statusRef} />
      {registered?.cancelToken && <CancelLink token={registered.cancelToken} />}
      {!registered && (
        <SignUpForm
          sizeId={sizeId}
          sizeName={sizeName}
          refused={refused}
          typedBefore={shown && "typed" in shown ? shown.typed : null}
          sending={sending}
          fieldRef={fieldRef}
        />
      )}
      <KeptNotice months={keptMonths} />
    </section>
  );
}

/** The sign-up's live region, there from the start so the answer is read out as it fills. */
function SignUpStatus({
  registered,
  sizeName,
  statusRef,
}: {
  registered: Registered | null;
  sizeName: string;
  statusRef: React.Ref<HTMLParagraphElement>;
}) {
  const t = useRestockT();
  return (
    <p
      ref={statusRef}
      role="status"
      tabIndex={-1}
      className={registered ? "mt-2 font-semibold text-green-800" : ""}
    >
      {registered && t("restock.registered", { contact: registered.contact, size: sizeName })}
    </p>
  );
}

/** The shopper's way to take the sign-up back, shown once, with the answer that stored it. */
function CancelLink({ token }: { token: string }) {
  const t = useRestockT();
  return (
    <p className="mt-1 text-sm">
      <StoreLink to={cancelPath(token)} rel="nofollow" className="underline">
        {t("restock.cancelLink")}
      </StoreLink>
    </p>
  );
}

/** How long a sign-up is kept, and where the privacy policy says so. */
function KeptNotice({ months }: { months: number }) {
  const t = useRestockT();
  return (
    <p className="mt-2 text-xs text-stone-700">
      {t("restock.kept", { months })}{" "}
      <StoreLink to="/privacy-policy#privacy-restock" className="underline">
        {t("restock.privacyLink")}
      </StoreLink>
    </p>
  );
}

function isFieldRefusal(refused: RestockRefusal | null): boolean {
  return refused === "restock.contactMissing" || refused === "restock.contactInvalid";
}

/** The answer, once it arrives: a sign-up remembered and announced, a refused field focused. */
function useAnswerFocus(shown: RestockAnswer | undefined, onBackInStock: () => void) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!shown) return;
    if ("registered" in shown) {
      rememberRestockContact(shown.registered.contact);
      statusRef.current?.focus();
    } else if (shown.refused === "restock.inStock") onBackInStock();
    else if (isFieldRefusal(shown.refused)) fieldRef.current?.focus();
  }, [shown, onBackInStock]);
  return { statusRef, fieldRef };
}

/** The field (a US phone or an e-mail address) and its button, with the server's refusal. */
function SignUpForm({
  sizeId,
  sizeName,
  refused,
  typedBefore,
  sending,
  fieldRef,
}: {
  sizeId: string;
  sizeName: string;
  refused: RestockRefusal | null;
  /** What was sent, when the server refused it. */
  typedBefore: string | null;
  sending: boolean;
  fieldRef: React.Ref<HTMLInputElement>;
}) {
  const t = useRestockT();
  const fieldError = isFieldRefusal(refused);
  return (
    <Form method="post" replace preventScrollReset noValidate aria-labelledby={HEADING_ID} className="mt-2">
      <p className="text-sm">{t("restock.intro", { size: sizeName })}</p>
      <input type="hidden" name={RESTOCK_FIELDS.sizeId} value={sizeId} />
      <label htmlFor={FIELD_ID} className="mt-3 block text-sm font-medium">
        {t("restock.contact")}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <ContactField typedBefore={typedBefore} invalid={fieldError} fieldRef={fieldRef} />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {sending ? t("restock.sending") : t("restock.submit")}
        </button>
      </div>
      {refused && fieldError && <ContactError refused={refused} />}
      {refused && !fieldError && <SignUpAlert refused={refused} sizeName={sizeName} />}
    </Form>
  );
}

/**
 * The contact: as typed, else as sent when the server refused it, else the one this browser gave
 * last (read once hydrated: the server cannot see storage).
 */
function ContactField({
  typedBefore,
  invalid,
  fieldRef,
}: {
  typedBefore: string | null;
  invalid: boolean;
  fieldRef: React.Ref<HTMLInputElement>;
}) {
  // null until the shopper types.
  const [typed, setTyped] = useState<string | null>(typedBefore);
  const remembered = useSyncExternalStore(unchanging, rememberedRestockContact, () => null);
  return (
    <input
      ref={fieldRef}
      id={FIELD_ID}
      name={RESTOCK_FIELDS.contact}
      type="text"
      autoCapitalize="none"
      spellCheck={false}
      value={typed ?? remembered ?? ""}
      onChange={(event) => setTyped(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? ERROR_ID : undefined}
      className="min-w-0 flex-1 basis-48 rounded border border-stone-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
    />
  );
}

/** A refused contact, under its field (which names this paragraph as its description). */
function ContactError({ refused }: { refused: RestockRefusal }) {
  const t = useRestockT();
  return (
    <p id={ERROR_ID} className="mt-1 text-sm font-medium text-red-800">
      {t(refused)}
    </p>
  );
}

/** Any other refusal (a size no longer sold, back on sale, too many sign-ups): an alert for the whole form. */
function SignUpAlert({ refused, sizeName }: { refused: RestockRefusal; sizeName: string }) {
  const t = useRestockT();
  return (
    <p role="alert" className="mt-2 text-sm font-medium text-red-800">
      {t(refused, { size: sizeName, phone: store.phone.display })}
    </p>
  );
}

/** The remembered contact is read once: another tab's sign-up does not retype this page's field. */
function unchanging(): () => void {
  return () => {};
}
