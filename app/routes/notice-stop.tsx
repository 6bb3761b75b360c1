import { data } from "react-router";
import { pageTitle } from "~/features/seo";
import { contactForPeople, NoticeStop, noticeStopMessages } from "~/features/notices";
import { openStopToken, stopNotices } from "~/features/notices/index.server";
import { metaPageT } from "~/i18n/messages";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/notice-stop";

/**
 * A notice's opt-out link (`/notices/stop/<sealed contact>`): GET asks, POST stops (the page's
 * button, or a mail program's one-click unsubscribe, RFC 8058). Never indexed, never cached.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const contact = openStopToken(context.get(storeRequest).services.env.SESSION_SECRET, params.token);
  return data({ contact: contact && contactForPeople(contact) }, { status: contact ? 200 : 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const { env, database } = context.get(storeRequest).services;
  const contact = openStopToken(env.SESSION_SECRET, params.token);
  if (!contact) return data({ stopped: false }, { status: 404 });
  await stopNotices(database.db, contact);
  return data({ stopped: true });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(noticeStopMessages, matches)("noticeStop.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function NoticeStopPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NoticeStop contact={loaderData.contact} stopped={actionData?.stopped ?? false} />;
}
