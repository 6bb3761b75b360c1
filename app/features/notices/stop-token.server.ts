import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * The opt-out link's token (decision 0048): the contact sealed with AES-256-GCM under a key drawn
 * from SESSION_SECRET. The link names its contact without a table of every contact ever written
 * to, reveals nothing to whoever sees it, and cannot be forged or altered without the secret. A new
 * SESSION_SECRET retires the old links (the page then says how else to stop the messages).
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** An e-mail address is at most 254 characters; anything longer is not a token of ours. */
const MAX_TOKEN_LENGTH = 400;

function stopKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "notice-opt-out", 32));
}

export function sealStopToken(secret: string, contact: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", stopKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(contact, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The contact a token names, or null for anything not sealed with this secret. */
export function openStopToken(secret: string, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv("aes-256-gcm", stopKey(secret), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
