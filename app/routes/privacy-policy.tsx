import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { messagesFor, useT } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("privacy.title")) }];
}

export default function PrivacyPolicyPage() {
  const t = useT();
  return <PageHeading>{t("privacy.title")}</PageHeading>;
}
