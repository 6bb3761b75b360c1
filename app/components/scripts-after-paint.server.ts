import { Transform } from "node:stream";
import { INERT_MODULE_PRELOAD, INERT_MODULE_SCRIPT } from "./scripts-after-paint";

/** As React renders React Router's <Scripts>: its one module script and its module preloads. */
const MODULE_SCRIPT = '<script type="module" async="">';
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/** The page with its module script and preloads inert, for ScriptsAfterPaint to wake after the paint. */
export function withScriptsAfterPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, INERT_MODULE_SCRIPT).replace(MODULE_PRELOAD, INERT_MODULE_PRELOAD);
}

/**
 * The rendered page, whole, with its scripts left for after the paint. The page is held until
 * whole anyway (its inline scripts are allowed by their hashes, decision 0029), so this costs no
 * first byte. Latin-1 keeps every byte as it is, and the patterns are ASCII.
 */
export function scriptsAfterPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.from(withScriptsAfterPaint(Buffer.concat(chunks).toString("latin1")), "latin1"));
    },
  });
}
