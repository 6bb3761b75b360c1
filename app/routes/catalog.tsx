import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { messagesFor, useT } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("catalog.title")) }];
}

export default function CatalogPage() {
  const t = useT();
  return <PageHeading>{t("catalog.title")}</PageHeading>;
}
