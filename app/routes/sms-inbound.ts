import { noticeContact, textReplyTwiml } from "~/features/notices";
import { isTwilioSigned, wakeNotices } from "~/features/notices/index.server";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import { answerTextReply, textReplyLimiter, type TextReplyOutcome } from "~/flows/text-reply.server";
import { storeRequest } from "~/load-context.server";
import type { Env } from "~/utils/env.server";
import { readFormBody } from "~/utils/form-body.server";
import { storeOrigin } from "~/utils/public-origin.server";
import type { Route } from "./+types/sms-inbound";

/**
 * The text provider's inbound-message webhook (issue #34, docs/notices.md): a shopper's reply,
 * form-encoded (From, Body, MessageSid) and signed with SMS_AUTH_TOKEN over the URL the provider
 * called, which is the store's public address (PUBLIC_URL) and this path: never the request's Host,
 * which anyone can write. Unsigned, mis-signed, or with no token configured: 403, nothing written.
 * The answer is TwiML, in the order's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(storeRequest).services;
  const form = await readFormBody(request);
  if (!isSigned(request, form, env))
    return plain(403, "The request is not signed with this store's SMS_AUTH_TOKEN.");
  const reply = replyOf(form);
  if (typeof reply === "string") return plain(400, reply);
  const db = database.db;
  const outcome = await answerTextReply(db, textReplyLimiter(db), {
    ...reply,
    now: new Date(),
    schedule: { retryDelaysMs: env.CALL_RETRY_DELAYS, triesBeforeCancel: env.CALL_TRIES_BEFORE_CANCEL },
  });
  // The confirmation's webhook and notice go out now, not at the next poll.
  if (outcome.kind === "answered" && outcome.confirmed) {
    wakeOrderWebhook();
    wakeNotices();
  }
  return twiml(outcome);
}

/** Only the provider posts here. */
export function loader() {
  return new Response("Only POST, from the text provider.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function isSigned(request: Request, form: URLSearchParams, env: Env): boolean {
  const { pathname, search } = new URL(request.url);
  return isTwilioSigned({
    authToken: env.SMS_AUTH_TOKEN ?? "",
    url: `${storeOrigin(env)}${pathname}${search}`,
    params: form,
    signature: request.headers.get("X-Twilio-Signature"),
  });
}

const E164 = /^\+[1-9]\d{7,14}$/;
const MESSAGE_ID = /^[A-Za-z0-9]{1,64}$/;

/** The reply's fields, or what is wrong with them. */
function replyOf(form: URLSearchParams): { from: string; body: string; messageId: string | null } | string {
  const from = form.get("From");
  const body = form.get("Body");
  const messageId = form.get("MessageSid");
  if (from === null || body === null) return "From and Body are required.";
  const phone = noticeContact("sms", from);
  if (!E164.test(phone)) return "From is not a phone number in E.164.";
  if (messageId !== null && !MESSAGE_ID.test(messageId)) return "MessageSid is not a message id.";
  return { from: phone, body, messageId };
}

function twiml(outcome: TextReplyOutcome): Response {
  const answered = outcome.kind === "answered";
  const headers: Record<string, string> = {
    "Content-Type": "text/xml; charset=utf-8",
    "Cache-Control": "no-store",
  };
  if (outcome.kind === "limited") headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return new Response(
    answered ? textReplyTwiml(outcome.saying, outcome.language) : textReplyTwiml(null, "en"),
    {
      status: outcome.kind === "limited" ? 429 : 200,
      headers,
    },
  );
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
