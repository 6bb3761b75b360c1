import { z } from "zod";
import { normalizeUsPhone } from "~/features/orders";
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
      .trim()
      .min(1, key("contact.nameMissing"))
      .max(CONTACT_LIMITS.nameMax, key("contact.nameTooLong")),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX, key("contact.phoneInvalid"))
      .transform((typed, context) => {
        if (typed === "") return null;
        const e164 = normalizeUsPhone(typed);
        if (e164) return e164;
        context.addIssue({ code: "custom", message: key("contact.phoneInvalid") });
        return z.NEVER;
      }),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, key("contact.emailInvalid"))
      .pipe(z.union([z.literal(""), z.email(key("contact.emailInvalid"))]))
      .transform((typed) => typed || null),
    message: z
      .string()
      .trim()
      .min(CONTACT_LIMITS.messageMin, key("contact.messageTooShort"))
      .max(CONTACT_LIMITS.messageMax, key("contact.messageTooLong")),
  })
  .refine((message) => message.phone !== null || message.email !== null, {
    path: ["reach"],
    message: key("contact.reachMissing"),
    // Also when other fields are wrong, so every problem shows at once; not when a contact itself is.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "email"),
  });

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
