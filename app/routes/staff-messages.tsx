import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pageTitle } from "~/components/page-title";
import { inboxMessages, markMessage, unreadMessageCount } from "~/features/contact/contact-messages.server";
import { formatUsPhone } from "~/features/orders/us-phone";
import { requireStaff } from "~/features/staff/staff-auth.server";
import { StaffHeader } from "~/features/staff/staff-header";
import { readFormBody } from "~/utils/form-body.server";
import { staffClock } from "~/features/staff/staff-clock";
import type { Route } from "./+types/staff-messages";

const UNREAD_FILTER = "?show=unread";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const db = context.services.database.db;
  const unreadOnly = new URL(request.url).searchParams.get("show") === "unread";
  const clock = staffClock.medium;
  const messages = await inboxMessages(db, { unreadOnly });
  return {
    staff,
    unreadOnly,
    unreadCount: await unreadMessageCount(db),
    messages: messages.map((message) => ({
      ...message,
      sentAtText: clock.format(new Date(message.sentAt)),
      readAtText: message.readAt && clock.format(new Date(message.readAt)),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if ((intent !== "read" && intent !== "unread") || !/^[1-9]\d{0,8}$/.test(id)) {
    throw data(null, { status: 400 });
  }
  const found = await markMessage(context.services.database.db, {
    id: Number(id),
    read: intent === "read",
    actor: `staff:${staff.id}`,
  });
  if (!found) throw data(null, { status: 404 });
  const unreadOnly = new URL(request.url).searchParams.get("show") === "unread";
  throw redirect(`/staff/messages${unreadOnly ? UNREAD_FILTER : ""}`);
}

export function meta() {
  return [{ title: pageTitle("Messages") }, { name: "robots", content: "noindex" }];
}

const filterClass = "rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white";

export default function StaffMessagesPage({ loaderData }: Route.ComponentProps) {
  const { staff, unreadOnly, unreadCount, messages } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <StaffHeader staffName={staff.name} />
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="font-display text-3xl">
          Messages <span className="text-xl text-stone-700">· {unreadCount} unread</span>
        </h1>
        <nav aria-label="Show messages" className="mt-6 flex flex-wrap gap-2 text-sm">
          <Link to="/staff/messages" aria-current={unreadOnly ? undefined : "page"} className={filterClass}>
            All
          </Link>
          <Link
            to={`/staff/messages${UNREAD_FILTER}`}
            aria-current={unreadOnly ? "page" : undefined}
            className={filterClass}
          >
            Unread
          </Link>
        </nav>
        {messages.length === 0 ? (
          <p className="mt-8">{unreadOnly ? "No unread messages." : "No messages yet."}</p>
        ) : (
          <ol className="mt-6 grid gap-4" aria-label="Messages, newest first">
            {messages.map((message) => {
              const unread = message.readAt === null;
              return (
                <li key={message.id}>
                  <article
                    aria-labelledby={`message-${message.id}-from`}
                    data-message={message.id}
                    className={`rounded border p-4 ${unread ? "border-l-4 border-brand bg-white" : "border-stone-300"}`}
                  >
                    <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      {unread && (
                        <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold text-white uppercase">
                          Unread
                        </span>
                      )}
                      <h2
                        id={`message-${message.id}-from`}
                        className={`text-lg ${unread ? "font-bold" : "font-medium"}`}
                      >
                        {message.name}
                      </h2>
                      <time dateTime={message.sentAt} className="text-sm text-stone-700">
                        {message.sentAtText}
                      </time>
                    </header>
                    <p className="mt-1 flex flex-wrap gap-x-4">
                      {message.phone && (
                        <a className="underline" href={`tel:${message.phone}`}>
                          {formatUsPhone(message.phone)}
                        </a>
                      )}
                      {message.email && (
                        <a className="underline" href={`mailto:${message.email}`}>
                          {message.email}
                        </a>
                      )}
                    </p>
                    <p className="mt-3 break-words whitespace-pre-wrap">{message.message}</p>
                    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                      {!unread && (
                        <span className="text-stone-700">
                          Read by {message.readBy} · {message.readAtText}
                        </span>
                      )}
                      <Form method="post">
                        <input type="hidden" name="id" value={message.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={unread ? "read" : "unread"}
                          disabled={busy}
                          aria-describedby={`message-${message.id}-from`}
                          className="rounded border border-stone-500 px-3 py-1 font-semibold"
                        >
                          {unread ? "Mark as read" : "Mark as unread"}
                        </button>
                      </Form>
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </>
  );
}
