// zod/mini, as the order body: the checkout shares zod's core with this page (decision 0035).
import * as z from "zod/mini";
import { normalizeUsPhone } from "~/utils/us-phone";
import { isContactMessageKey, type ContactMessageKey } from "./contact-messages";

/**
 * The contact form's rules, shared by the page (checked before sending) and the action (which
 * trusts nothing else). Error messages are message keys, translated where they are shown.
 */

export const CONTACT_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 2000 } as const;
const PHONE_MAX = 30;
const EMAIL_MAX = 200;

export const CONTACT_FIELDS = ["name", "phone", "email", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** What the shopper typed, as typed. */
export type ContactFormValues = Record<ContactField, string>;
/** "reach" is the phone-or-e-mail rule; "form" is the whole form's (the hourly limit). */
export type ContactErrors = Partial<Record<ContactField | "reach" | "form", ContactMessageKey>>;

const key = (messageKey: ContactMessageKey) => messageKey;

export const contactMessageSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, key("contact.nameMissing")),
        z.maxLength(CONTACT_LIMITS.nameMax, key("contact.nameTooLong")),
      ),
    phone: z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(PHONE_MAX, { message: key("contact.phoneInvalid"), abort: true }),
        z.refine(
          (typed: string) => typed === "" || normalizeUsPhone(typed) !== null,
          key("contact.phoneInvalid"),
        ),
      ),
      z.transform((typed: string) => (typed === "" ? null : normalizeUsPhone(typed))),
    ),
    email: z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(EMAIL_MAX, key("contact.emailInvalid"))),
        z.union([z.literal(""), z.email(key("contact.emailInvalid"))]),
      ),
      z.transform((typed: string) => typed || null),
    ),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(CONTACT_LIMITS.messageMin, key("contact.messageTooShort")),
        z.maxLength(CONTACT_LIMITS.messageMax, key("contact.messageTooLong")),
      ),
  })
  .check(
    z.refine((message) => message.phone !== null || message.email !== null, {
      path: ["reach"],
      message: key("contact.reachMissing"),
      // Also when other fields are wrong, so every problem shows at once; not when a contact itself is.
      when: ({ issues }) =>
        !issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "email"),
    }),
  );

export type ContactMessage = z.output<typeof contactMessageSchema>;

export function emptyContactForm(): ContactFormValues {
  return { name: "", phone: "", email: "", message: "" };
}

/** The form's fields from a submitted body; anything that is not text (a file) counts as empty. */
export function contactFormValues(body: URLSearchParams | FormData): ContactFormValues {
  const values = emptyContactForm();
  for (const field of CONTACT_FIELDS) {
    const value = body.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function parseContactForm(
  values: ContactFormValues,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form") as keyof ContactErrors;
    errors[field] ??= isContactMessageKey(issue.message) ? issue.message : "contact.invalid";
  }
  return { ok: false, errors };
}
