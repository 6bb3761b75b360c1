import { createTransport } from "nodemailer";

/**
 * The two ways a notice leaves the store (decision 0048): e-mail through any SMTP server named by
 * SMTP_URL (nodemailer), and text messages through an HTTP provider with Twilio's Messages API
 * shape. Each resolves once the server or provider took the message, and throws otherwise.
 */

/** One attempt never waits longer than this for the SMTP server or the SMS provider. */
export const SEND_TIMEOUT_MS = 15_000;

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export type SendEmail = (email: Email) => Promise<void>;

export interface TextMessage {
  to: string;
  body: string;
}

export type SendText = (message: TextMessage) => Promise<void>;

/** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
export function smtpSender(smtpUrl: string, from: string, timeoutMs = SEND_TIMEOUT_MS): SendEmail {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (email) => {
    await transport.sendMail({ from, ...email });
  };
}

export interface SmsProvider {
  /** https://api.twilio.com, or a compatible provider (or a test's fake). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
}

/** POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic sid:token; a 2xx is taken. */
export function twilioSender(provider: SmsProvider, timeoutMs = SEND_TIMEOUT_MS): SendText {
  const endpoint = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`,
    provider.apiUrl.endsWith("/") ? provider.apiUrl : `${provider.apiUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString("base64")}`;
  return async ({ to, body }) => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ To: to, From: provider.from, Body: body }),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await response.text();
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}${providerCode(answer)}`);
  };
}

/** Twilio's error code ("21211": not a valid number), when the answer has one: enough to look it up. */
function providerCode(answer: string): string {
  const code = /"code"\s*:\s*(\d+)/.exec(answer)?.[1];
  return code ? ` (code ${code})` : "";
}
