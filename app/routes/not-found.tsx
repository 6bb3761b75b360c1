import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageTitle } from "~/features/seo";
import { metaT } from "~/i18n/messages";
import type { Route } from "./+types/not-found";

/** Any URL no other route claims: a real 404 status with a page that offers the catalogue. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)("notFound.title")) }, { name: "robots", content: "noindex" }];
}

export default function UnknownPage() {
  return <NotFoundPage />;
}
