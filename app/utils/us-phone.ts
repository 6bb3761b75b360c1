/**
 * US phone numbers (North American Numbering Plan) as shoppers type them: "(305) 555-0142",
 * "305.555.0142", "+1 305 555 0142". Returns E.164 ("+13055550142") or null when the digits cannot
 * be a US number. Hand-written rather than libphonenumber: the store calls US numbers only, and
 * the plan's shape (area code and exchange not starting with 0 or 1) is all we check; see decision 0009.
 */
export function normalizeUsPhone(typed: string): string | null {
  if (!/^[\d\s().+-]{7,25}$/.test(typed.trim())) return null;
  const digits = typed.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return `+1${national}`;
}

/** "+13055550142" → "(305) 555-0142". */
export function formatUsPhone(e164: string): string {
  const national = e164.replace(/^\+1/, "");
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
