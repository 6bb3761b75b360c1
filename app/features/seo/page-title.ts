import { store } from "~/features/store";

/** "Catalog | Casa Botella Liquor & Wine": every page's <title>. */
export function pageTitle(title: string): string {
  return `${title} | ${store.name}`;
}
