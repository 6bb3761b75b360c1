import { sitemapPaths, sitemapXml } from "~/features/seo/sitemap";
import { publicOrigin, storeRequest } from "~/load-context.server";
import type { Route } from "./+types/sitemap[.]xml";

/** /sitemap.xml: the store's pages, every catalogue type and every live product, in both languages, from the snapshot. */
export function loader({ context }: Route.LoaderArgs) {
  const paths = sitemapPaths(context.get(storeRequest).services.catalog.current);
  return new Response(sitemapXml(publicOrigin(context), paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
