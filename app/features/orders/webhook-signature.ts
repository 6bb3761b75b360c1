import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The order webhook's signature (docs/webhooks.md): `v1=` + hex HMAC-SHA256 with the shared secret
 * over "<unix seconds>.<body>". The timestamp is signed too, so an old delivery cannot be replayed
 * with a fresh timestamp.
 */
export const SIGNATURE_VERSION = "v1";

/** How far a delivery's timestamp may be from the receiver's clock before it is refused. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `${SIGNATURE_VERSION}=${digest}`;
}

export interface SignedDelivery {
  secret: string;
  /** The raw request body, exactly as received (not re-serialised JSON). */
  body: string;
  /** The X-Store-Timestamp header. */
  timestamp: string | null | undefined;
  /** The X-Store-Signature header; several comma-separated signatures are allowed (secret rotation). */
  signature: string | null | undefined;
  /** The receiver's clock; defaults to now. */
  now?: Date;
  toleranceSeconds?: number;
}

export function verifyWebhookSignature(delivery: SignedDelivery): boolean {
  const { secret, body, timestamp, signature } = delivery;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  const seconds = Number(timestamp);
  const nowSeconds = Math.floor((delivery.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - seconds) > (delivery.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signWebhookBody(secret, seconds, body));
  return signature.split(",").some((candidate) => {
    const given = Buffer.from(candidate.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
