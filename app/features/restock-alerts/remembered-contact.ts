import { readStored, RESTOCK_CONTACT_KEY, writeStored } from "~/utils/browser-storage";
import { contactText, parseRestockContact } from "./restock-alert-form";

/**
 * The phone or e-mail this browser gave last (localStorage `restockContact`, docs/api.md), as the
 * shopper reads it: the next "Tell me when it's back" starts with it. Kept only in the browser.
 */
export function rememberedRestockContact(): string | null {
  const stored = readStored(RESTOCK_CONTACT_KEY);
  const contact = stored === null ? null : parseRestockContact(stored);
  return contact && contactText(contact);
}

/** Remembers a sign-up's contact; anything that is not a US phone or e-mail is not kept. */
export function rememberRestockContact(typed: string): void {
  const contact = parseRestockContact(typed);
  if (contact) writeStored(RESTOCK_CONTACT_KEY, contactText(contact));
}
