import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

const en = {
  "product.sizes": "Sizes",
  "product.outOfStock": "Out of stock",
  "product.inStock": "In stock",
  "product.was": "was",
  "product.saleUntil": "Sale price until {day}.",
  "product.onlyLeft": "Only {count} left",
  "product.onlyLeft.one": "Only {count} left",
  "product.sizeLabel": "Size",
  "product.per750ml": "{price} per 750 ml",
  "product.per12oz": "{price} per 12 oz",
  "product.bestValue": "Best value",
  "product.quantity": "Quantity",
  "product.addToCart": "Add to cart",
  "product.added": "Added {amount} × {name} {size} to your cart.",
  "product.cartFull": "Your cart already holds {count}, the most we can sell of this size.",
  "product.viewCart": "View cart",
  "product.breadcrumb": "Breadcrumb",
  "product.varietal": "Varietal",
  "product.wineType": "Wine type",
  "product.related": "You may also like",
  "product.summary": "{kind}: {name} by {brand}, in {sizes}. Prices and stock at {store}.",
  "giftBox.title": "Make it a gift",
  "giftBox.offer": "We can hand over {name} in a gift box: the same bottle, same price.",
  "giftBox.askWhenWeCall": "Just ask for the gift box when we call to confirm your order.",
  "giftBox.select": "Choose {size}",
};

export type ProductMessageKey = keyof typeof en;

/** The product page's texts: sizes, stock, add to cart, the gift-box offer (only its page ships them). */
export const productMessages: PageMessages<ProductMessageKey> = {
  en,
  es: {
    "product.sizes": "Tamaños",
    "product.outOfStock": "Agotado",
    "product.inStock": "Disponible",
    "product.was": "antes",
    "product.saleUntil": "Precio de oferta hasta el {day}.",
    "product.onlyLeft": "Solo quedan {count}",
    "product.onlyLeft.one": "Solo queda {count}",
    "product.sizeLabel": "Tamaño",
    "product.per750ml": "{price} por 750 ml",
    "product.per12oz": "{price} por 12 oz",
    "product.bestValue": "Mejor precio",
    "product.quantity": "Cantidad",
    "product.addToCart": "Agregar al carrito",
    "product.added": "Agregado a su carrito: {amount} × {name} {size}.",
    "product.cartFull": "Su carrito ya tiene {count}, lo máximo que podemos vender de este tamaño.",
    "product.viewCart": "Ver carrito",
    "product.breadcrumb": "Ruta de navegación",
    "product.varietal": "Variedad",
    "product.wineType": "Tipo de vino",
    "product.related": "También le puede interesar",
    "product.summary": "{kind}: {name} de {brand}, en {sizes}. Precios y existencias en {store}.",
    "giftBox.title": "Para regalar",
    "giftBox.offer": "Podemos entregarle {name} en una caja de regalo: la misma botella, al mismo precio.",
    "giftBox.askWhenWeCall": "Pida la caja de regalo en la llamada en que confirmamos su pedido.",
    "giftBox.select": "Elegir {size}",
  },
};

export type ProductTranslate = PageTranslate<ProductMessageKey>;

export function useProductT(): ProductTranslate {
  return usePageT(productMessages);
}
