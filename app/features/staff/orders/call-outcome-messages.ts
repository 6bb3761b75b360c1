import type { CallOutcome } from "~/features/orders";

const en = {
  "outcome.confirmed": "Reached and confirmed",
  "outcome.changes_made": "Reached, changes made",
  "outcome.no_answer": "No answer",
  "outcome.voicemail": "Voicemail",
  "outcome.wrong_number": "Wrong number",
} satisfies Record<`outcome.${CallOutcome}`, string>;

/** How a confirming call went, as the board's queue and the order page say it. */
export const callOutcomeMessages = {
  en,
  es: {
    "outcome.confirmed": "Contestó y confirmó",
    "outcome.changes_made": "Contestó, con cambios",
    "outcome.no_answer": "No contestó",
    "outcome.voicemail": "Buzón de voz",
    "outcome.wrong_number": "Número equivocado",
  },
} satisfies Record<"en" | "es", typeof en>;
