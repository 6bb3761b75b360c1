import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { messagesFor, useT } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("terms.title")) }];
}

export default function TermsPage() {
  const t = useT();
  return <PageHeading>{t("terms.title")}</PageHeading>;
}
