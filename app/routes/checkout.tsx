import { pageTitle } from "~/components/page-title";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { metaT } from "~/i18n/messages";
import type { Route } from "./+types/checkout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)("checkout.title")) }];
}

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
