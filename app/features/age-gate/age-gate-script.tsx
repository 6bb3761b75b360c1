import { AGE_CONFIRMED_KEY } from "~/utils/browser-storage";
import { UNDERAGE_DESTINATION } from "./age-confirmation";
import { AGE_CONFIRMED_EVENT } from "./use-age-gate";

/** On <html> while the visitor has not answered: the stylesheet shows the gate only then (app.css). */
export const AGE_ASKING_ATTRIBUTE = "data-age-asking";

/** On each of the gate's buttons (age-gate.tsx): which answer it gives, for the script to act on. */
const AGE_ANSWER_ATTRIBUTE = "data-age-answer";

/**
 * Runs as the page is parsed, first inside the page behind the gate, before anything of it is
 * painted: a visitor without `isOver21` gets the gate shown and the page inert, a returning one
 * neither, so every visitor gets the same HTML and nobody sees a flash. A storage that throws
 * counts as no answer, as in readStored. The CSP allows it by its hash (decision 0029).
 *
 * Until the page is live it also answers the gate's buttons, which are parsed before it: the first
 * tap of every visitor must not wait for the modules (decision 0055). "Sí" does what
 * confirmAgeAndNotify does, and a storage that refuses the answer leaves the gate up, as there.
 */
export const AGE_GATE_SCRIPT = `(function(){var asking=true;try{asking=localStorage.getItem(${JSON.stringify(AGE_CONFIRMED_KEY)})===null}catch(e){}if(!asking)return;
var html=document.documentElement,page=document.currentScript.parentNode;html.setAttribute("${AGE_ASKING_ATTRIBUTE}","");page.setAttribute("inert","");
function answer(yes){if(window.__storeHydrated)return;if(!yes){location.assign(${JSON.stringify(UNDERAGE_DESTINATION)});return}
try{localStorage.setItem(${JSON.stringify(AGE_CONFIRMED_KEY)},"true")}catch(e){return}html.removeAttribute("${AGE_ASKING_ATTRIBUTE}");page.removeAttribute("inert");window.dispatchEvent(new Event(${JSON.stringify(AGE_CONFIRMED_EVENT)}))}
document.querySelectorAll("[${AGE_ANSWER_ATTRIBUTE}]").forEach(function(b){b.addEventListener("click",function(){answer(b.getAttribute("${AGE_ANSWER_ATTRIBUTE}")==="yes")})})})()`;

export function AgeGateScript() {
  // Its work is done before hydration: the browser bundle does not carry the text again.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AGE_GATE_SCRIPT : "" }}
    />
  );
}
