import { Transform } from "node:stream";
import { INERT_MODULE_PRELOAD, INERT_MODULE_SCRIPT } from "./scripts-after-paint";

/** As React renders React Router's <Scripts>: its one module script and its module preloads. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const PRELOAD_REL = '<link rel="modulepreload"';

/**
 * The page with its module script and preloads inert, for ScriptsAfterPaint to wake after the paint.
 * The preloads move from the head to just before the module script: inert, their place does not
 * matter, and beside the script's route manifest, which names the same files, gzip sends each
 * name once. The manifest's indentation goes too (its strings are paths, without line breaks).
 */
export function withScriptsAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  // Both come from React Router's <Scripts>: a page without its module script has no preloads.
  if (!script) return html;
  const preloads = (html.match(MODULE_PRELOAD) ?? []).map((link) =>
    link.replace(PRELOAD_REL, INERT_MODULE_PRELOAD),
  );
  const inertScript = `${INERT_MODULE_SCRIPT}${(script[1] ?? "").replace(/\n\s*/g, "")}</script>`;
  return html.replace(MODULE_SCRIPT, () => preloads.join("") + inertScript).replace(MODULE_PRELOAD, "");
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
