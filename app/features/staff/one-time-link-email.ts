import type { Language } from "~/i18n/language";
import { translator } from "~/i18n/messages";
import { staffAccountsMessages } from "./staff-accounts-messages";
import { escapeHtml } from "~/utils/escape-html";

/** An e-mail with a staff member's one-time link, in the language of the owner who asked for it. */
export interface OneTimeLinkEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** "invite" for a new account's link, "reset" for an account whose password was reset. */
export function oneTimeLinkEmail(
  kind: "invite" | "reset",
  to: { email: string; name: string },
  link: string,
  store: string,
  language: Language,
): OneTimeLinkEmail {
  const t = translator(staffAccountsMessages[language], language);
  const text = t(`mail.${kind}.body`, { name: to.name, store, link });
  const paragraphs = text
    .split("\n\n")
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    );
  return { to: to.email, subject: t(`mail.${kind}.subject`, { store }), text, html: paragraphs.join("\n") };
}
