import { pageTitle } from "~/components/page-title";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { messagesFor } from "~/i18n/messages";

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("checkout.title")) }];
}

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
