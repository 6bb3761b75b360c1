import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageTitle } from "~/components/page-title";
import { messagesFor } from "~/i18n/messages";

/** Any URL no other route claims: a real 404 status with a page that offers the catalogue. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle(messagesFor("en")("notFound.title")) }, { name: "robots", content: "noindex" }];
}

export default function UnknownPage() {
  return <NotFoundPage />;
}
