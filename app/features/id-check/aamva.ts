/**
 * What the PDF417 barcode on the back of a US or Canadian driver's licence or ID card says of its
 * holder's age (issue #34, decision 0067): its date of birth (DBB) and expiry (DBA), read from the
 * AAMVA text the camera decodes. Nothing else is read: the name, address and number stay unread.
 */
export interface CardDates {
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-DD: the last day the card is valid. */
  expires: string;
}

/** Why a decoded barcode gives no dates: not an AAMVA card, or its dates cannot be read. */
export type CardProblem = "not-aamva" | "no-birth-date" | "no-expiry";

const HEADER = /(?:ANSI |AAMVA)(\d{6})(\d{2})/;

/**
 * The card's dates, or why there are none. AAMVA's 2000 standard (version 01) and every Canadian
 * card write dates CCYYMMDD; later US cards write MMDDCCYY. A data element starts a line, or
 * follows its subfile's type (DL or ID) at the start of the subfile.
 */
export function readCardDates(text: string): CardDates | CardProblem {
  const header = HEADER.exec(text);
  if (!header) return "not-aamva";
  const element = (id: string) =>
    new RegExp(`(?:^|[\\n\\r\\x1e]|DL|ID)${id}([^\\n\\r\\x1e]*)`).exec(text.slice(header.index))?.[1]?.trim();
  const yearFirst = header[2] === "01" || element("DCG") === "CAN";
  const birthDate = dateOf(element("DBB"), yearFirst);
  if (!birthDate) return "no-birth-date";
  const expires = dateOf(element("DBA"), yearFirst);
  if (!expires) return "no-expiry";
  return { birthDate, expires };
}

/** An element's 8 digits as YYYY-MM-DD, if they are a real calendar day. */
function dateOf(digits: string | undefined, yearFirst: boolean): string | null {
  if (!digits || !/^\d{8}$/.test(digits)) return null;
  const [year, month, day] = yearFirst
    ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)]
    : [digits.slice(4, 8), digits.slice(0, 2), digits.slice(2, 4)];
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}
