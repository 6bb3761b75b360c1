/**
 * The page's modules start downloading once its largest images have painted (decision 0036) and
 * the browser has reported its first contentful paint (an image from the cache paints in the same
 * frame, and modules asked for before that frame was shown counted as the paint's cost): the
 * server's HTML holds React Router's module script and module preloads inert (see
 * `scripts-after-paint.server.ts`), and this script, in the head, wakes them. On a phone the
 * bandwidth goes to the first screen's images before the hydration code; the page works without
 * its scripts until then, as every link and form does.
 */

/** The markers the server writes and the head script looks for: one spelling for both. */
const INERT_SCRIPT_ATTRIBUTE = "data-after-paint";
const INERT_PRELOAD_REL = "x-modulepreload";

/** The module script as the server leaves it: not run until woken. */
export const INERT_MODULE_SCRIPT = `<script type="text/plain" ${INERT_SCRIPT_ATTRIBUTE}="" async="">`;
/** A module preload as the server leaves it: not fetched until woken. */
export const INERT_MODULE_PRELOAD = `<link rel="${INERT_PRELOAD_REL}"`;

/**
 * Longest the modules wait for an image that does not arrive or a first paint not reported. A page
 * opened in a background tab paints nothing (and gets no animation frames), so there they start as
 * soon as the images are in.
 */
const FIRST_SCREEN_WAIT_MS = 3_000;

const SCRIPTS_AFTER_PAINT = `(function(){function start(){document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function(l){l.rel="modulepreload"});document.querySelectorAll("script[${INERT_SCRIPT_ATTRIBUTE}]").forEach(function(inert){var s=document.createElement("script");s.type="module";s.textContent=inert.textContent;document.body.append(s)})}
function firstContentfulPaint(){var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(document.hidden||types.indexOf("paint")<0)return null;return new Promise(function(r){var o=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}});o.observe({type:"paint",buffered:true})})}
function afterFirstScreen(){var waits=[].map.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return i.complete?null:new Promise(function(r){i.addEventListener("load",r);i.addEventListener("error",r)})});waits.push(firstContentfulPaint());
Promise.race([Promise.all(waits),new Promise(function(r){setTimeout(r,${FIRST_SCREEN_WAIT_MS})})]).then(function(){if(document.hidden)start();else requestAnimationFrame(function(){setTimeout(start,0)})})}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterFirstScreen);else afterFirstScreen()})()`;

export function ScriptsAfterPaint() {
  // Its work is done before hydration: the browser bundle does not carry the text again.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SCRIPTS_AFTER_PAINT : "" }}
    />
  );
}
