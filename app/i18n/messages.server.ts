import { en, type Messages } from "./en";
import { es } from "./es";
import { languageOfPath, type Language } from "./language";
import { pageTranslator, sharedTranslator, type PageMessages, type Translate } from "./messages";

const shared: Record<Language, Messages> = { en, es };

/** The shared catalogue of a language, as the root loader sends it to the page. */
export function sharedMessages(language: Language): Messages {
  return shared[language];
}

/** Shared texts on the server (loaders, actions, tests). */
export function messagesFor(language: Language): Translate {
  return sharedTranslator(shared[language], language);
}

/** A page's texts on the server, with every shared one. */
export function pageMessagesFor<Key extends string>(page: PageMessages<Key>, language: Language) {
  return pageTranslator(page, language, shared[language]);
}

/** The language a loader or action answers in: its page's address alone, never the visitor's headers. */
export function languageOf(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
