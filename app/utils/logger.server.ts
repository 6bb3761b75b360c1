import pino from "pino";
import pretty from "pino-pretty";

/** Keys whose values never reach a log, at the top of a line or one level down (`{ req: { password } }`). */
const SECRET_KEYS = ["password", "token", "secret", "cookie", "authorization"];

export function storeLogger(
  destination: pino.DestinationStream | undefined = terminalLines(),
  level = process.env.LOG_LEVEL ?? "info",
): pino.Logger {
  const redact = { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" };
  return pino({ level, redact }, destination);
}

/**
 * On a terminal (npm start by hand), short lines a person reads: the time, the level, the message,
 * its details on one line. Anywhere else (systemd's journal, a file, a pipe, a log collector),
 * pino's JSON lines.
 */
function terminalLines(): pino.DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "hostname",
    sync: true,
  });
}

export const logger = storeLogger();

const LOCAL = "http://log.invalid";
/**
 * Pages whose address holds a key like a password: an order's status page, a back-in-stock
 * request's cancel link and a notice's opt-out link, in either language, and a staff account's
 * one-time link.
 */
const SECRET_PATH =
  /^((?:\/es)?\/(?:order|restock-alerts|notices\/stop|staff\/welcome)\/)[^/]+?(\.data)?(?=\/|$)/;
const SECRET_PARAM = /token|pass|secret|session|key|auth|code/i;

/** A request's URL as a log may show it: secret pages' tokens and secret-looking query values masked. */
export function loggableUrl(url: string): string {
  if (!URL.canParse(url, LOCAL)) return "(unreadable URL)";
  const { origin, pathname, searchParams } = new URL(url, LOCAL);
  for (const key of new Set(searchParams.keys())) if (SECRET_PARAM.test(key)) searchParams.set(key, "***");
  const search = searchParams.size > 0 ? `?${searchParams}` : "";
  return `${origin === LOCAL ? "" : origin}${pathname.replace(SECRET_PATH, "$1***$2")}${search}`;
}
