import { pageTitle } from "~/features/seo";
import { publicOrigin } from "~/load-context.server";
import { policiesUpdated, policyFacts } from "~/features/policies/policy-facts";
import { PolicyPage } from "~/features/policies/policy-page";
import { ReturnPolicy } from "~/features/policies/return-policy";
import { returnsMessages, useReturnsT } from "~/features/policies/returns-messages";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import type { Route } from "./+types/return-policy";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const t = pageMessagesFor(returnsMessages, language);
  return {
    seo: pageSeo(language, publicOrigin(context), {
      title: pageTitle(t("returns.title")),
      description: t("returns.metaDescription", policyFacts()),
      canonicalPath: "/return-policy",
    }),
    updated: policiesUpdated(language),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function ReturnPolicyPage({ loaderData }: Route.ComponentProps) {
  const t = useReturnsT();
  return (
    <PolicyPage title={t("returns.title")} updated={loaderData.updated}>
      <ReturnPolicy />
    </PolicyPage>
  );
}
