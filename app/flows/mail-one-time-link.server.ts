import { sendEmailNow } from "~/features/notices/index.server";
import { oneTimeLinkEmail } from "~/features/staff";
import type { AccountChange } from "~/features/staff/index.server";
import type { Language } from "~/i18n/language";
import type { Env } from "~/utils/env.server";

/** What became of the e-mail with a one-time link; null when the change made no link. */
export type LinkMail = { to: string; sent: boolean } | null;

/**
 * After an invite or a reset (issue #31): the one-time link goes by e-mail to the person it is for,
 * when the store has mail, and the owner is told whether it left. The owner still sees the link.
 */
export async function mailOneTimeLink(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  change: AccountChange,
  {
    kind,
    link,
    store,
    language,
  }: { kind: "invite" | "reset"; link: string; store: string; language: Language },
): Promise<LinkMail> {
  if (!change.ok || !change.to) return null;
  const email = oneTimeLinkEmail(kind, change.to, link, store, language);
  const sent = await sendEmailNow(env, { ...email, headers: {} });
  return sent === "unconfigured" ? null : { to: email.to, sent: sent === "sent" };
}
