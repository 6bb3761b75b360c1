import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT, type Translate } from "~/i18n/messages";

/** Specification §8: a chunk that fails to load, or takes longer than this, gets a generic failure message. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Runs before the app's scripts. One of the store's own scripts or stylesheets that fails to load
 * (an outside one, such as a blocked analytics script, does not count), or a page that has not
 * hydrated after the time-out, shows a plain message with a reload button; plain DOM, because
 * React may be exactly what failed to arrive. React hoists its modulepreload links above this
 * script, so a failure may come first: the inline module script that imports the same files
 * then fails too, and that error is caught here.
 */
export function ChunkFailureScript() {
  const t = useT();
  // The script has done its work before hydration: the browser bundle does not carry its text again.
  const script = import.meta.env.SSR ? chunkFailureScriptText(t) : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

function chunkFailureScriptText(t: Translate): string {
  const texts = JSON.stringify({
    title: t("chunk.failed.title"),
    body: t("chunk.failed.body"),
    reload: t("chunk.failed.reload"),
  }).replace(/</g, "\\u003c");
  const script = `(function(){var T=${texts},shown=false;
function show(){if(shown)return;if(!document.body){document.addEventListener("DOMContentLoaded",show);return}shown=true;var box=document.createElement("div");box.setAttribute("role","alert");box.setAttribute("data-chunk-failure","");
box.style.cssText="position:fixed;inset:auto 1rem 1rem 1rem;z-index:2147483647;background:#fff;color:#1d1a17;border:2px solid #7a1f2b;border-radius:.5rem;padding:1rem;font:16px/1.4 system-ui,sans-serif;box-shadow:0 4px 20px rgba(0,0,0,.25)";
var h=document.createElement("h2");h.textContent=T.title;h.style.cssText="margin:0 0 .25rem;font-size:1.1rem";var p=document.createElement("p");p.textContent=T.body;p.style.margin="0 0 .75rem";
var b=document.createElement("button");b.type="button";b.textContent=T.reload;b.style.cssText="background:#7a1f2b;color:#fff;border:0;border-radius:.375rem;padding:.5rem 1rem;font:inherit;cursor:pointer";b.addEventListener("click",function(){location.reload()});
box.append(h,p,b);document.body.append(box);b.focus()}
window.addEventListener("error",function(e){var el=e.target;if(!el||!el.tagName)return;var tag=el.tagName,url=el.src||el.href||location.href;
if(new URL(url,location.href).origin!==location.origin)return;if(tag==="SCRIPT"||(tag==="LINK"&&/stylesheet|modulepreload/.test(el.rel)))show()},true);
setTimeout(function(){if(!window.__storeHydrated)show()},${CHUNK_LOAD_TIMEOUT_MS});})();`;
  return script;
}

/** After hydration: a client navigation whose screen has not arrived within the time-out. */
export function ChunkLoadTimeout() {
  const t = useT();
  const navigation = useNavigation();
  const [timedOut, setTimedOut] = useState(false);
  const loading = navigation.state === "loading";

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      setTimedOut(false);
    };
  }, [loading]);

  if (!timedOut) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 rounded-lg border-2 border-brand bg-white p-4 shadow-xl"
    >
      <h2 className="text-lg font-semibold">{t("chunk.failed.title")}</h2>
      <p className="mb-3">{t("chunk.failed.body")}</p>
      <button
        type="button"
        className="rounded-md bg-brand px-4 py-2 text-white"
        onClick={() => window.location.reload()}
      >
        {t("chunk.failed.reload")}
      </button>
    </div>
  );
}
