import { pageTitle } from "~/features/seo";
import { publicOrigin, storeRequest } from "~/load-context.server";
import { caseRulesInForce } from "~/features/deals/index.server";
import { caseFromBottles } from "~/features/checkout/cart-line-guess";
import { CheckoutPage, PLACE_ORDER_ID } from "~/features/checkout/checkout-page";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { pageSeo, seoMeta } from "~/features/seo/page-seo";
import { seoMessagesFor } from "~/features/seo/seo-messages.server";
import { store } from "~/features/store/store";
import { languageOf } from "~/i18n/messages.server";
import type { Route } from "./+types/checkout";

/**
 * Checkout is the shopper's own: described for link previews, kept out of search results. Its texts
 * come with its data, in its language alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const t = seoMessagesFor(language);
  const caseRules = await caseRulesInForce(context.get(storeRequest).services.database.db);
  return {
    texts: checkoutMessages[language],
    // Checkout is never kept (server/edge-cache.ts): its closed notice is in the first paint.
    renderedAt: Date.now(),
    // The summary holds the case discount's line from the first paint for a cart this big.
    caseFrom: caseFromBottles(caseRules),
    seo: pageSeo(language, publicOrigin(context), {
      title: pageTitle(t("checkout.title")),
      description: t("seo.checkoutDescription", { store: store.name }),
      canonicalPath: null,
    }),
  };
}

// No frame before the form is parsed: one painted mid-form showed a radio beside half its label,
// then moved it down as the label's hint arrived (decision 0040).
export const links: Route.LinksFunction = () => [
  { rel: "expect", href: `#${PLACE_ORDER_ID}`, blocking: "render" },
];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      texts={loaderData.texts}
      renderedAt={loaderData.renderedAt}
      caseFrom={loaderData.caseFrom}
    />
  );
}
