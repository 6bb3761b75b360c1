import { z } from "zod";
import { ID_CHECK_METHODS } from "../../../../db/stored-values";
import { parseStoreDay } from "~/features/store";

/**
 * The ID check's form (issue #34): how the card was read and its dates, nothing else. A scan's
 * dates are read from the barcode on the phone, so the card's name, number and address never
 * leave it; a date typed by hand has no expiry.
 */
const cardDay = (problem: "answer.birthDate" | "answer.cardDates") =>
  z
    .string()
    .default("")
    .refine((text) => {
      const day = parseStoreDay(text);
      return day !== null && day >= "1880-01-01" && day <= "2199-12-31";
    }, problem);

export const idCheckFields = {
  method: z.enum(ID_CHECK_METHODS, "answer.cardDates"),
  birthDate: cardDay("answer.birthDate"),
  expires: z.string().default(""),
};

/** A scanned card must bring its expiry; a typed date of birth brings none. */
export function cardExpiry(check: {
  method: "scan" | "typed";
  expires: string;
}): string | null | "unreadable" {
  if (check.method === "typed") return null;
  const day = parseStoreDay(check.expires);
  return day ?? "unreadable";
}
