import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { messagesFor, useT } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("contact.title")) }];
}

export default function ContactPage() {
  const t = useT();
  return <PageHeading>{t("contact.title")}</PageHeading>;
}
