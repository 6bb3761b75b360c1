import { data, redirect } from "react-router";
import { pageTitle } from "~/features/seo";
import { inboxMessages, markMessage, unreadMessageCount } from "~/features/contact/contact-messages.server";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { readFormBody } from "~/utils/form-body.server";
import { staffClock } from "~/features/staff/staff-clock";
import { StaffMessagesInbox, UNREAD_FILTER } from "~/features/staff/inbox/staff-messages-inbox";
import { staffInboxMessages } from "~/features/staff/inbox/staff-inbox-messages";
import { metaPageT } from "~/i18n/messages";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-messages";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireCapability(request, context, url, "messages");
  const db = context.get(storeRequest).services.database.db;
  const unreadOnly = url.searchParams.get("show") === "unread";
  const clock = staffClock(staff.language).medium;
  const messages = await inboxMessages(db, { unreadOnly });
  return {
    unreadOnly,
    unreadCount: await unreadMessageCount(db),
    messages: messages.map((message) => ({
      ...message,
      sentAtText: clock.format(new Date(message.sentAt)),
      readAtText: message.readAt && clock.format(new Date(message.readAt)),
    })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = await requireCapability(request, context, url, "messages");
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if ((intent !== "read" && intent !== "unread") || !/^[1-9]\d{0,8}$/.test(id)) {
    throw data(null, { status: 400 });
  }
  const found = await markMessage(context.get(storeRequest).services.database.db, {
    id: Number(id),
    read: intent === "read",
    actor: `staff:${staff.id}`,
  });
  if (!found) throw data(null, { status: 404 });
  const unreadOnly = url.searchParams.get("show") === "unread";
  throw redirect(`/staff/messages${unreadOnly ? UNREAD_FILTER : ""}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(staffInboxMessages, matches)("inbox.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffMessagesRoute({ loaderData }: Route.ComponentProps) {
  return <StaffMessagesInbox {...loaderData} />;
}
