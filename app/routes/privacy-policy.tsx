import { pageTitle } from "~/features/seo";
import { policiesUpdated, policyFacts } from "~/features/policies/policy-facts";
import { PolicyPage } from "~/features/policies/policy-page";
import { PrivacyPolicy } from "~/features/policies/privacy-policy";
import { privacyMessages, usePrivacyT } from "~/features/policies/privacy-messages";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { languageOf, pageMessagesFor } from "~/i18n/messages.server";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/privacy-policy";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const t = pageMessagesFor(privacyMessages, language);
  const { env } = context.get(storeRequest).services;
  return {
    seo: pageSeo(language, publicOrigin(context), {
      title: pageTitle(t("privacy.title")),
      description: t("privacy.metaDescription", policyFacts()),
      canonicalPath: "/privacy-policy",
    }),
    updated: policiesUpdated(language),
    // The policy names the outside services only when the store has switched them on.
    integrations: {
      analytics: Boolean(env.GA_MEASUREMENT_ID),
      locationLookup: Boolean(env.GOOGLE_MAPS_API_KEY),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const t = usePrivacyT();
  return (
    <PolicyPage title={t("privacy.title")} updated={loaderData.updated}>
      <PrivacyPolicy {...loaderData.integrations} />
    </PolicyPage>
  );
}
