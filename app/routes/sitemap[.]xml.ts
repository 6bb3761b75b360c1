import { sitemapUrls, sitemapXml } from "~/features/seo/sitemap";
import { publicOrigin } from "~/utils/public-origin.server";
import type { Route } from "./+types/sitemap[.]xml";

/** /sitemap.xml: the store's pages, every catalogue type and every live product, from the snapshot. */
export function loader({ request, context }: Route.LoaderArgs) {
  const urls = sitemapUrls(publicOrigin(context, request), context.services.catalog.current);
  return new Response(sitemapXml(urls), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
