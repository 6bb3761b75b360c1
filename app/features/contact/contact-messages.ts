import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

/** The contact page's texts (only its page ships them), the form's error messages among them. */
export const contactMessages = {
  en: {
    "contact.formHeading": "Send us a message",
    "contact.formIntro":
      "Questions about a bottle, an order or an event? Write to us and we'll answer by phone or e-mail.",
    "contact.name": "Your name",
    "contact.reach": "How can we reach you?",
    "contact.reachHint": "A phone number, an e-mail address, or both.",
    "contact.phone": "Phone (US)",
    "contact.email": "E-mail",
    "contact.message": "Message",
    "contact.messageHint": "{messageMin} to {messageMax} characters.",
    "contact.send": "Send message",
    "contact.sending": "Sending…",
    "contact.thanks": "Thanks, {name}. We'll get back to you soon.",
    "contact.sendAnother": "Send another message",
    "contact.fixFields": "Please check the marked fields.",
    "contact.nameMissing": "Enter your name.",
    "contact.nameTooLong": "Use at most {nameMax} characters.",
    "contact.phoneInvalid": "Enter a US phone number with its area code.",
    "contact.emailInvalid": "Enter an e-mail address such as name@example.com.",
    "contact.reachMissing": "Give us a phone number or an e-mail address so we can answer you.",
    "contact.messageTooShort": "Write at least {messageMin} characters.",
    "contact.messageTooLong": "Use at most {messageMax} characters.",
    "contact.invalid": "Check this field.",
    "contact.rateLimited":
      "You've sent several messages in the last hour. Please try again later, or call us at {phone}.",
  },
} satisfies PageMessages<string>;

export type ContactMessageKey = keyof (typeof contactMessages)["en"];
export type ContactTranslate = PageTranslate<ContactMessageKey>;

export function isContactMessageKey(text: string): text is ContactMessageKey {
  return Object.hasOwn(contactMessages.en, text);
}

export function useContactT(): ContactTranslate {
  return usePageT(contactMessages);
}
