import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

/** The product page's texts: sizes, stock, add to cart, the gift-box offer (only its page ships them). */
export const productMessages = {
  en: {
    "product.sizes": "Sizes",
    "product.outOfStock": "Out of stock",
    "product.inStock": "In stock",
    "product.onlyLeft": "Only {count} left",
    "product.sizeLabel": "Size",
    "product.quantity": "Quantity",
    "product.addToCart": "Add to cart",
    "product.added": "Added {amount} × {name} {size} to your cart.",
    "product.cartFull": "Your cart already holds {count}, the most we can sell of this size.",
    "product.viewCart": "View cart",
    "product.breadcrumb": "Breadcrumb",
    "product.varietal": "Varietal",
    "product.wineType": "Wine type",
    "product.related": "You may also like",
    "product.metaFallback": "{name} by {brand}: every size, price and stock at {store}.",
    "giftBox.title": "Make it a gift",
    "giftBox.offer": "We can hand over {name} in a gift box: the same bottle, same price.",
    "giftBox.askWhenWeCall": "Just ask for the gift box when we call to confirm your order.",
    "giftBox.select": "Choose {size}",
    "giftBox.close": "Close",
  },
} satisfies PageMessages<string>;

export type ProductMessageKey = keyof (typeof productMessages)["en"];
export type ProductTranslate = PageTranslate<ProductMessageKey>;

export function useProductT(): ProductTranslate {
  return usePageT(productMessages);
}
