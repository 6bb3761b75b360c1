import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { metaT, useT } from "~/i18n/messages";
import type { Route } from "./+types/terms-and-conditions";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)("terms.title")) }];
}

export default function TermsPage() {
  const t = useT();
  return <PageHeading>{t("terms.title")}</PageHeading>;
}
