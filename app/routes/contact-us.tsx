import { data } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { contactFormValues, parseContactForm } from "~/features/contact/contact-form";
import { ContactMessageForm } from "~/features/contact/contact-message-form";
import { saveContactMessage } from "~/features/contact/contact-messages.server";
import { useContactT } from "~/features/contact/contact-messages";
import { metaT } from "~/i18n/messages";
import { languageOf } from "~/i18n/messages.server";
import { readFormBody } from "~/utils/form-body.server";
import type { Route } from "./+types/contact-us";

/** Room for the longest message in any script, percent-encoded, and the other fields. */
const MAX_CONTACT_BODY_BYTES = 64 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const values = contactFormValues(await readFormBody(request, MAX_CONTACT_BODY_BYTES));
  const parsed = parseContactForm(values);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 422 });
  const language = languageOf(request);
  const saved = await saveContactMessage(context.services.database.db, {
    message: parsed.message,
    language,
    sender: { address: context.clientAddress, secret: context.services.env.SESSION_SECRET },
  });
  if (!saved.ok) return data({ errors: { form: "contact.rateLimited" as const }, values }, { status: 429 });
  return { sent: { name: parsed.message.name } };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)("contact.title")) }];
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const t = useContactT();
  return (
    <>
      <PageHeading>{t("contact.title")}</PageHeading>
      <ContactMessageForm outcome={actionData} />
    </>
  );
}
