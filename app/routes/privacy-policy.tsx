import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { metaT, useT } from "~/i18n/messages";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)("privacy.title")) }];
}

export default function PrivacyPolicyPage() {
  const t = useT();
  return <PageHeading>{t("privacy.title")}</PageHeading>;
}
