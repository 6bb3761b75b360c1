/** Every text a person reads, in English. Spanish (es.ts) follows the same keys. */
export const en = {
  "store.tagline": "Liquor, wine and beer, delivered in the neighbourhood",
  "nav.skipToContent": "Skip to content",
  "nav.home": "HOME",
  "nav.catalog": "CATALOG",
  "nav.contact": "CONTACT US",
  "nav.instagram": "INSTAGRAM",
  "nav.mainLabel": "Main",
  "loading.screen": "Loading...",
  "chunk.failed.title": "This page didn't load completely",
  "chunk.failed.body": "Part of the page could not be downloaded. Check your connection and reload.",
  "chunk.failed.reload": "Reload",
  "error.title": "Something went wrong",
  "error.body": "We couldn't show this page. Please try again in a moment.",
  "error.home": "Back to the home page",
  "notFound.title": "We couldn't find that page",
  "notFound.body": "The page may have moved, or the product is no longer on our shelves.",
  "notFound.productTitle": "We couldn't find that product",
  "notFound.searchLabel": "Search the catalog",
  "notFound.searchButton": "Search",
  "notFound.browse": "Browse the whole catalog",
  "home.title": "Welcome",
  "catalog.title": "Catalog",
  "product.sizes": "Sizes",
  "product.outOfStock": "Out of stock",
  "contact.title": "Contact us",
  "checkout.title": "Checkout",
  "privacy.title": "Privacy policy",
  "terms.title": "Terms and conditions",
  "returns.title": "Return policy",
  "footer.rights": "All rights reserved.",
  // --- footer and opening hours ---
  // --- end footer and opening hours ---
  // --- analytics and geolocation ---
  // --- end analytics and geolocation ---
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
