import type { Env } from "~/utils/env.server";
import type { Database } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import {
  startOutboxWorker,
  type Deliver,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type WebhookLog,
} from "~/utils/outbox-delivery.server";
import { storeOrigin } from "~/utils/public-origin.server";
import type { NoticeChannel } from "./notice-contact";
import type { NoticePayload } from "./notice-payload";
import { renderNotice, type RenderedNotice } from "./notice-render";
import {
  SEND_TIMEOUT_MS,
  smtpSender,
  twilioSender,
  type Email,
  type SendEmail,
  type SendText,
} from "./notice-senders.server";
import { optedOut } from "./notices.server";
import { sealStopToken } from "./stop-token.server";

/**
 * Sends the shopper's notices through the shared outbox delivery (at least once, retried with its
 * back-off, app servers sharing the work under leases): one worker per configured channel. A
 * channel left unconfigured sends nothing and its notices wait; one that waited past NOTICE_MAX_AGE
 * is dropped rather than sent late ("we got your order" two days on would mislead). An opted-out
 * contact is checked again here, right before each message.
 */

/** Older news is dropped, not sent. */
export const NOTICE_MAX_AGE_MS = 48 * 60 * 60_000;

type CommonOptions = Omit<OutboxWorkerOptions, "table" | "name" | "channel">;

export interface NoticeWorkerOptions extends CommonOptions {
  sendEmail?: SendEmail;
  sendText?: SendText;
  /** SESSION_SECRET: seals the opt-out links. */
  secret: string;
  /** The store's public origin, for links. */
  origin: string;
  maxAgeMs?: number;
}

const runningWorkers = new Set<OutboxWorker>();

/** Called after notices are committed: they go out without waiting for the poll. */
export function wakeNotices(): void {
  for (const worker of runningWorkers) worker.wake();
}

/**
 * One e-mail sent now, past the outbox (issue #31): a staff member's one-time link, which the store
 * keeps only as a hash and so cannot queue. "unconfigured" without SMTP_URL; "failed" when the mail
 * server refused or timed out, and the page that asked still shows the link.
 */
export async function sendEmailNow(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  email: Email,
  log: WebhookLog = logger,
): Promise<"sent" | "unconfigured" | "failed"> {
  if (!env.SMTP_URL || !env.MAIL_FROM) return "unconfigured";
  try {
    await smtpSender(env.SMTP_URL, env.MAIL_FROM)(email);
    return "sent";
  } catch (error) {
    log.warn({ err: error }, "an e-mail sent at once did not leave the store");
    return "failed";
  }
}

/** The workers of this process's environment: e-mail with SMTP_URL, SMS with SMS_ACCOUNT_SID; undefined with neither. */
export function startConfiguredNotices(
  db: Database,
  env: Pick<
    Env,
    | "SMTP_URL"
    | "MAIL_FROM"
    | "SMS_API_URL"
    | "SMS_ACCOUNT_SID"
    | "SMS_AUTH_TOKEN"
    | "SMS_FROM"
    | "SESSION_SECRET"
    | "PUBLIC_URL"
    | "HOST"
    | "PORT"
  >,
  log: WebhookLog = logger,
): OutboxWorker | undefined {
  const sendEmail = env.SMTP_URL && env.MAIL_FROM ? smtpSender(env.SMTP_URL, env.MAIL_FROM) : undefined;
  const sendText =
    env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM
      ? twilioSender({
          apiUrl: env.SMS_API_URL,
          accountSid: env.SMS_ACCOUNT_SID,
          authToken: env.SMS_AUTH_TOKEN,
          from: env.SMS_FROM,
        })
      : undefined;
  if (!sendEmail) log.info({}, "SMTP_URL is unset: e-mail notices wait in the outbox");
  if (!sendText) log.info({}, "SMS_ACCOUNT_SID is unset: text message notices wait in the outbox");
  if (!sendEmail && !sendText) return undefined;
  return startNoticeWorkers({
    db,
    sendEmail,
    sendText,
    secret: env.SESSION_SECRET,
    origin: storeOrigin(env),
    log,
  });
}

export function startNoticeWorkers({
  sendEmail,
  sendText,
  secret,
  origin,
  maxAgeMs = NOTICE_MAX_AGE_MS,
  ...options
}: NoticeWorkerOptions): OutboxWorker {
  const channel = (
    name: NoticeChannel,
    send: (to: string, notice: RenderedNotice, stopUrl: string) => Promise<void>,
  ) =>
    startOutboxWorker({
      // The senders time themselves out; this sets the lease other servers respect.
      timeoutMs: SEND_TIMEOUT_MS,
      ...options,
      table: "shopper_notice",
      channel: name,
      name: `${name} notice`,
      deliver: deliverNotice(options.db, { secret, origin, maxAgeMs, channel: name }, send),
    });
  const workers: OutboxWorker[] = [];
  if (sendEmail)
    workers.push(channel("email", (to, notice, stopUrl) => sendEmail(emailOf(to, notice, stopUrl))));
  if (sendText) workers.push(channel("sms", (to, notice) => sendText({ to, body: notice.text })));
  const combined: OutboxWorker = {
    wake: () => workers.forEach((worker) => worker.wake()),
    async stop() {
      runningWorkers.delete(combined);
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
  runningWorkers.add(combined);
  return combined;
}

/** RFC 8058: mail programs show an unsubscribe button that POSTs to the opt-out link. */
function emailOf(to: string, notice: RenderedNotice, stopUrl: string) {
  return {
    to,
    subject: notice.subject,
    text: notice.text,
    html: notice.html,
    headers: { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function deliverNotice(
  db: Database,
  {
    secret,
    origin,
    maxAgeMs,
    channel,
  }: { secret: string; origin: string; maxAgeMs: number; channel: NoticeChannel },
  send: (to: string, notice: RenderedNotice, stopUrl: string) => Promise<void>,
): Deliver {
  return async (row, now) => {
    const { contact, created_at } = await db
      .selectFrom("shopper_notice")
      .select(["contact", "created_at"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    if (now.getTime() - Date.parse(created_at) > maxAgeMs) return { ok: true, remark: "expired: not sent" };
    if ((await optedOut(db, [contact])).size > 0) return { ok: true, remark: "opted out: not sent" };
    const payload = JSON.parse(row.payload) as NoticePayload;
    const stopPath = `/notices/stop/${sealStopToken(secret, contact)}`;
    const notice = renderNotice(payload, origin, stopPath, channel);
    try {
      await send(contact, notice, `${origin}${stopPath}`);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: withoutContacts(error instanceof Error ? error.message : String(error)) };
    }
  };
}

/** A provider's error may quote the address or number: the log and the table keep neither. */
function withoutContacts(message: string): string {
  return message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "***@***").replace(/\+?\d[\d\s().-]{6,}\d/g, "***");
}
