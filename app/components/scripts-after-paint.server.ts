import { Writable } from "node:stream";
import { INERT_MODULE_PRELOAD, INERT_MODULE_SCRIPT } from "./scripts-after-paint";

/** As React renders React Router's <Scripts>: its one module script, and its module preloads in the head. */
const MODULE_SCRIPT_START = '<script type="module" async="">';
const SCRIPT_END = "</script>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const PRELOAD_REL = '<link rel="modulepreload"';

/**
 * The page with its module script and preloads inert, for ScriptsAfterPaint to wake after the paint.
 * The preloads move from the head to just before the module script: inert, their place does not
 * matter, and beside the script's route manifest, which names the same files, gzip sends each
 * name once. The manifest's indentation goes too (its strings are paths, without line breaks).
 * Only the head is searched for preloads and the page is otherwise cut by plain string searches:
 * this runs on every render, and the body is most of the page.
 */
export function withScriptsAfterPaint(html: string): string {
  const scriptStart = html.indexOf(MODULE_SCRIPT_START);
  // Both come from React Router's <Scripts>: a page without its module script has no preloads.
  const scriptEnd = html.indexOf(SCRIPT_END, scriptStart);
  if (scriptStart < 0 || scriptEnd < 0) return html;
  const headEnd = html.lastIndexOf("</head>", scriptStart);
  const head = html.slice(0, headEnd < 0 ? scriptStart : headEnd);
  const preloads = (head.match(MODULE_PRELOAD) ?? []).map((link) =>
    link.replace(PRELOAD_REL, INERT_MODULE_PRELOAD),
  );
  const manifest = html.slice(scriptStart + MODULE_SCRIPT_START.length, scriptEnd).replace(/\n\s*/g, "");
  return [
    head.replace(MODULE_PRELOAD, ""),
    html.slice(head.length, scriptStart),
    ...preloads,
    INERT_MODULE_SCRIPT,
    manifest,
    html.slice(scriptEnd),
  ].join("");
}

/**
 * Where React writes the page: kept until whole, then handed to `done` with its scripts left for
 * after the paint. The page is held until whole anyway (its inline scripts are allowed by their
 * hashes, decision 0029), so this costs no first byte; one buffer, not a stream, is what the
 * response then carries. Latin-1 keeps every byte as it is, and the patterns are ASCII.
 */
export function wholePage(done: (page: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Uint8Array[] = [];
  return new Writable({
    write(chunk: Uint8Array, _encoding, next) {
      chunks.push(chunk);
      next();
    },
    final(next) {
      done(Buffer.from(withScriptsAfterPaint(Buffer.concat(chunks).toString("latin1")), "latin1"));
      next();
    },
  });
}
