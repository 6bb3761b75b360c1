export interface AttemptKeys {
  keyFor(body: unknown): string;
  /** After the server said the key was used for another body. */
  forget(): void;
}

/**
 * The idempotency key of POST /api/orders: one per attempt at a given body. Sending the same body
 * again (a retry after a network failure) reuses the key, so the server answers with the order it
 * may already have made; any change to the form or the cart is a new attempt with a new key.
 */
export function attemptKeys(): AttemptKeys {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: randomKey() };
      return current.key;
    },
    /** After the server said the key was used for another body. */
    forget(): void {
      current = null;
    },
  };
}

/** 128 random bits as 32 hex digits; getRandomValues works on plain http too, unlike randomUUID. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
