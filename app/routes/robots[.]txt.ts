import { robotsTxt } from "~/features/seo/sitemap";
import { publicOrigin } from "~/load-context.server";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: what crawlers may visit, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(context)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
