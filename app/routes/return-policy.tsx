import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { messagesFor, useT } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("returns.title")) }];
}

export default function ReturnPolicyPage() {
  const t = useT();
  return <PageHeading>{t("returns.title")}</PageHeading>;
}
