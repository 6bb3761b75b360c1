import { pageTitle } from "~/features/seo";
import { publicOrigin } from "~/load-context.server";
import { policiesUpdated, policyFacts } from "~/features/policies/policy-facts";
import { PolicyPage } from "~/features/policies/policy-page";
import { TermsAndConditions } from "~/features/policies/terms-and-conditions";
import { termsMessages, useTermsT } from "~/features/policies/terms-messages";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import type { Route } from "./+types/terms-and-conditions";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const t = pageMessagesFor(termsMessages, language);
  return {
    seo: pageSeo(language, publicOrigin(context), {
      title: pageTitle(t("terms.title")),
      description: t("terms.metaDescription", policyFacts()),
      canonicalPath: "/terms-and-conditions",
    }),
    updated: policiesUpdated(language),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = useTermsT();
  return (
    <PolicyPage title={t("terms.title")} updated={loaderData.updated}>
      <TermsAndConditions />
    </PolicyPage>
  );
}
