import { data } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { pageTitle, StructuredData } from "~/features/seo";
import { contactFormValues, parseContactForm } from "~/features/contact/contact-form";
import { ContactMessageForm } from "~/features/contact/contact-message-form";
import { saveContactMessage } from "~/features/contact/contact-messages.server";
import { useContactT } from "~/features/contact/contact-messages";
import { contactPageMessages } from "~/features/contact/contact-page-messages";
import { ContactStoreDetails } from "~/features/contact/contact-store-details";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { store } from "~/features/store/store";
import { liquorStoreJsonLd } from "~/features/store/store-json-ld";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { readFormBody } from "~/utils/form-body.server";
import { withActionRetryAfter } from "~/utils/retry-after";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/contact-us";
import { ErrorPage } from "~/components/error-page";

/** Room for the longest message in any script, percent-encoded, and the other fields. */
const MAX_CONTACT_BODY_BYTES = 64 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientAddress } = context.get(storeRequest);
  const values = contactFormValues(await readFormBody(request, MAX_CONTACT_BODY_BYTES));
  const parsed = parseContactForm(values);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 422 });
  // The language the page was shown in: English until issue #8 adds the language cookie.
  const language = languageOf(request);
  const saved = await saveContactMessage(services.database.db, {
    message: parsed.message,
    language,
    sender: { address: clientAddress, secret: services.env.SESSION_SECRET },
  });
  if (!saved.ok)
    return data(
      { errors: { form: "contact.rateLimited" as const }, values },
      { status: 429, headers: { "Retry-After": String(saved.retryAfterSeconds) } },
    );
  return { sent: { name: parsed.message.name } };
}

export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionRetryAfter(new Headers(parentHeaders), actionHeaders);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const t = pageMessagesFor(contactPageMessages, language);
  const origin = publicOrigin(context);
  return {
    seo: pageSeo(language, origin, {
      title: pageTitle(t("contact.title")),
      description: t("contactPage.metaDescription", {
        store: store.name,
        street: store.address.street,
        city: store.address.city,
        phone: store.phone.display,
      }),
      canonicalPath: "/contact-us",
    }),
    // Where the structured data's links point (PUBLIC_URL, never the request's host).
    origin,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useContactT();
  return (
    <>
      <PageHeading>{t("contact.title")}</PageHeading>
      <ContactStoreDetails />
      <ContactMessageForm outcome={actionData} />
      <StructuredData value={import.meta.env.SSR ? liquorStoreJsonLd(store, loaderData.origin) : null} />
    </>
  );
}

/** A refused form still renders inside the store's frame (the root's data loads above this boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
