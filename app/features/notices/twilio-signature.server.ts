import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature a Twilio-shaped provider puts on each request it makes to the store
 * (`X-Twilio-Signature`): base64 of HMAC-SHA1, keyed with the account's auth token, over the full
 * URL it called followed by each POST parameter's name and value, in the order of the names. Only
 * the provider and the store know the token, so nobody else can sign a shopper's reply.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Iterable<readonly [string, string]>,
): string {
  // Sorted as Twilio's own libraries sort (by UTF-16 code units, as JavaScript's sort), never by locale.
  const sorted = [...params].sort(
    ([a, aValue], [b, bValue]) => byCodeUnits(a, b) || byCodeUnits(aValue, bValue),
  );
  const signed = sorted.reduce((text, [name, value]) => text + name + value, url);
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

export interface SignedRequest {
  authToken: string;
  /** The public URL the provider called, with its query string. */
  url: string;
  params: Iterable<readonly [string, string]>;
  /** The X-Twilio-Signature header; null when the request had none. */
  signature: string | null;
}

/** Whether the request carries the provider's signature; compared in constant time. */
export function isTwilioSigned({ authToken, url, params, signature }: SignedRequest): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
