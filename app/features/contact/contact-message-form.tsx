import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { StoreLink } from "~/components/store-link";
import { store } from "~/features/store";
import {
  CONTACT_LIMITS,
  contactFormValues,
  emptyContactForm,
  parseContactForm,
  type ContactErrors,
  type ContactFormValues,
} from "./contact-form";
import { useContactT, type ContactMessageKey } from "./contact-messages";

/** What the contact page's action answered: the sender's name once stored, else the problems and what was typed. */
export type ContactOutcome =
  { sent: { name: string } } | { errors: ContactErrors; values: ContactFormValues };

const inputClass =
  "mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

const errorId = (field: keyof ContactErrors) => `contact-${field}-error`;

/** A control's aria-describedby: its hint and errors, those it has. */
function describedBy(ids: Array<string | false | undefined>) {
  const present = ids.filter(Boolean).join(" ");
  return present || undefined;
}

function ErrorText({ field, text }: { field: keyof ContactErrors; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

/**
 * The contact form (DESIGN §7 "Contact"): a plain POST that works without JavaScript. With it, the
 * same rules run before sending, and focus moves to the first field to fix.
 */
export function ContactMessageForm({ outcome }: { outcome: ContactOutcome | undefined }) {
  const t = useContactT();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [browserErrors, setBrowserErrors] = useState<ContactErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sent = outcome && "sent" in outcome ? outcome.sent : null;
  const errors = browserErrors ?? (outcome && "errors" in outcome ? outcome.errors : {});
  const values = outcome && "values" in outcome ? outcome.values : emptyContactForm();
  const say = (key: ContactMessageKey | undefined) =>
    key && t(key, { ...CONTACT_LIMITS, phone: store.phone.display });
  const fieldErrors = Object.keys(errors).some((field) => field !== "form");

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }, [outcome, browserErrors, sent]);

  const checkBeforeSending = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = parseContactForm(contactFormValues(new FormData(event.currentTarget)));
    setBrowserErrors(parsed.ok ? null : parsed.errors);
    if (!parsed.ok) event.preventDefault();
  };

  return (
    <section aria-labelledby="contact-form-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="max-w-xl">
        <h2 id="contact-form-heading" className="font-display text-2xl">
          {t("contact.formHeading")}
        </h2>
        <p
          ref={thanksRef}
          role="status"
          tabIndex={-1}
          className={sent ? "mt-2 text-lg font-semibold" : undefined}
        >
          {sent && t("contact.thanks", { name: sent.name })}
        </p>
        {sent ? (
          <p className="mt-4">
            <StoreLink to="/contact-us" className="underline">
              {t("contact.sendAnother")}
            </StoreLink>
          </p>
        ) : (
          <Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={checkBeforeSending}
            aria-labelledby="contact-form-heading"
            className="mt-4 grid gap-5"
          >
            <p>{t("contact.formIntro")}</p>
            {(errors.form || fieldErrors) && (
              <p
                role="alert"
                tabIndex={-1}
                data-form-error={errors.form ? "" : undefined}
                className="rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-800"
              >
                {errors.form ? say(errors.form) : t("contact.fixFields")}
              </p>
            )}
            <ContactFields errors={errors} values={values} say={say} />
            <button
              type="submit"
              disabled={sending}
              className="justify-self-start rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {sending ? t("contact.sending") : t("contact.send")}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}

type Say = (key: ContactMessageKey | undefined) => string | undefined;

/** What each group of fields shows: the values typed, their errors, and how to say them. */
interface FieldsProps {
  errors: ContactErrors;
  values: ContactFormValues;
  say: Say;
}

/** The name, the ways to reach the sender, and the message, each with its hint and errors. */
function ContactFields({ errors, values, say }: FieldsProps) {
  const t = useContactT();
  return (
    <>
      <div>
        <label htmlFor="contact-name" className="block font-medium">
          {t("contact.name")}
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy([errors.name && errorId("name")])}
          className={inputClass}
        />
        <ErrorText field="name" text={say(errors.name)} />
      </div>
      <ReachFields errors={errors} values={values} say={say} />
      <div>
        <label htmlFor="contact-message" className="block font-medium">
          {t("contact.message")}
        </label>
        <p id="contact-message-hint" className="text-sm text-stone-700">
          {t("contact.messageHint", CONTACT_LIMITS)}
        </p>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.messageMax}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(["contact-message-hint", errors.message && errorId("message")])}
          className={inputClass}
        />
        <ErrorText field="message" text={say(errors.message)} />
      </div>
    </>
  );
}

/** Phone and email, under one hint: the sender gives at least one. */
function ReachFields({ errors, values, say }: FieldsProps) {
  const t = useContactT();
  return (
    <fieldset className="grid gap-3">
      <legend className="font-medium">{t("contact.reach")}</legend>
      <p id="contact-reach-hint" className="text-sm text-stone-700">
        {t("contact.reachHint")}
      </p>
      <ErrorText field="reach" text={say(errors.reach)} />
      {(["phone", "email"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`contact-${field}`} className="block font-medium">
            {t(field === "phone" ? "contact.phone" : "contact.email")}
          </label>
          <input
            id={`contact-${field}`}
            name={field}
            type={field === "phone" ? "tel" : "email"}
            autoComplete={field === "phone" ? "tel" : "email"}
            defaultValue={values[field]}
            aria-invalid={errors[field] || errors.reach ? true : undefined}
            aria-describedby={describedBy([
              "contact-reach-hint",
              errors.reach && errorId("reach"),
              errors[field] && errorId(field),
            ])}
            className={inputClass}
          />
          <ErrorText field={field} text={say(errors[field])} />
        </div>
      ))}
    </fieldset>
  );
}
