import { PageHeading } from "~/components/page-heading";
import { pageTitle } from "~/components/page-title";
import { metaT, useT } from "~/i18n/messages";
import type { Route } from "./+types/return-policy";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)("returns.title")) }];
}

export default function ReturnPolicyPage() {
  const t = useT();
  return <PageHeading>{t("returns.title")}</PageHeading>;
}
