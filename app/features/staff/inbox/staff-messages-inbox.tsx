import { Form, Link, useNavigation } from "react-router";
import { formatUsPhone } from "~/utils/us-phone";
import { useStaffInboxT } from "./staff-inbox-messages";

/** The inbox's query string for unread messages only. */
export const UNREAD_FILTER = "?show=unread";

/** A contact message as the inbox shows it; times also in words. */
export interface InboxMessageView {
  id: number;
  name: string;
  /** E.164. */
  phone: string | null;
  email: string | null;
  message: string;
  /** ISO 8601, UTC. */
  sentAt: string;
  sentAtText: string;
  readAt: string | null;
  readAtText: string | null;
  /** The name of the staff member who marked it read. */
  readBy: string | null;
}

export interface StaffMessagesInboxProps {
  unreadOnly: boolean;
  unreadCount: number;
  messages: InboxMessageView[];
}

const filterClass = "rounded border px-3 py-1 aria-[current=page]:bg-brand aria-[current=page]:text-white";

/** The shoppers' contact messages, newest first, all or unread only. */
export function StaffMessagesInbox({ unreadOnly, unreadCount, messages }: StaffMessagesInboxProps) {
  const t = useStaffInboxT();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="font-display text-3xl">
          {t("inbox.title")}{" "}
          <span className="text-xl text-stone-700">· {t("inbox.unreadCount", { count: unreadCount })}</span>
        </h1>
        <nav aria-label={t("inbox.filters")} className="mt-6 flex flex-wrap gap-2 text-sm">
          <Link to="/staff/messages" aria-current={unreadOnly ? undefined : "page"} className={filterClass}>
            {t("inbox.all")}
          </Link>
          <Link
            to={`/staff/messages${UNREAD_FILTER}`}
            aria-current={unreadOnly ? "page" : undefined}
            className={filterClass}
          >
            {t("inbox.unread")}
          </Link>
        </nav>
        {messages.length === 0 ? (
          <p className="mt-8">{unreadOnly ? t("inbox.noUnread") : t("inbox.none")}</p>
        ) : (
          <ol className="mt-6 grid gap-4" aria-label={t("inbox.list")}>
            {messages.map((message) => (
              <li key={message.id}>
                <InboxMessage message={message} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** One message: who, how to answer them, what they wrote, and read or not. */
export function InboxMessage({ message }: { message: InboxMessageView }) {
  const t = useStaffInboxT();
  const busy = useNavigation().state !== "idle";
  const unread = message.readAt === null;
  return (
    <article
      aria-labelledby={`message-${message.id}-from`}
      data-message={message.id}
      className={`rounded border p-4 ${unread ? "border-l-4 border-brand bg-white" : "border-stone-300"}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {unread && (
          <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold text-white uppercase">
            {t("inbox.unreadBadge")}
          </span>
        )}
        <h2 id={`message-${message.id}-from`} className={`text-lg ${unread ? "font-bold" : "font-medium"}`}>
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
            {t("inbox.readBy", { name: message.readBy ?? "", time: message.readAtText ?? "" })}
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
            {unread ? t("inbox.markRead") : t("inbox.markUnread")}
          </button>
        </Form>
      </div>
    </article>
  );
}
