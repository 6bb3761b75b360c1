import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { messagesFor, useT } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("checkout.title")) }];
}

export default function CheckoutPage() {
  const t = useT();
  return <PageHeading>{t("checkout.title")}</PageHeading>;
}
