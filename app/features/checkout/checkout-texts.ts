import { createContext, useContext } from "react";
import { textsTranslator, type PageTranslate } from "~/i18n/messages";
import { useRootData } from "~/root-data";
import type { CheckoutMessageKey } from "./checkout-messages";

/** The checkout page's texts in the page's language, as its loader sent them. */
export type CheckoutTexts = Record<CheckoutMessageKey, string>;
export type CheckoutTranslate = PageTranslate<CheckoutMessageKey>;

const CheckoutTextsContext = createContext<CheckoutTexts | null>(null);

export const CheckoutTextsProvider = CheckoutTextsContext.Provider;

/** Reads a checkout text, or a shared one; only inside CheckoutPage, which provides its texts. */
export function useCheckoutT(): CheckoutTranslate {
  const own = useContext(CheckoutTextsContext);
  const { language, messages } = useRootData();
  if (!own) throw new Error("useCheckoutT() is used outside CheckoutPage, which provides its texts.");
  return textsTranslator(own, language, messages);
}
