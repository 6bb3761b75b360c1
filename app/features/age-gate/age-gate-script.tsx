import { AGE_CONFIRMED_KEY } from "~/utils/browser-storage";

/** On <html> while the visitor has not answered: the stylesheet shows the gate only then (app.css). */
export const AGE_ASKING_ATTRIBUTE = "data-age-asking";

/**
 * Runs as the page is parsed, first inside the page behind the gate, before anything of it is
 * painted: a visitor without `isOver21` gets the gate shown and the page inert, a returning one
 * neither, so every visitor gets the same HTML and nobody sees a flash. A storage that throws
 * counts as no answer, as in readStored. The CSP allows it by its hash (decision 0029).
 */
export const AGE_GATE_SCRIPT = `(function(){var asking=true;try{asking=localStorage.getItem(${JSON.stringify(AGE_CONFIRMED_KEY)})===null}catch(e){}if(asking){document.documentElement.setAttribute("${AGE_ASKING_ATTRIBUTE}","");document.currentScript.parentNode.setAttribute("inert","")}})()`;

export function AgeGateScript() {
  // Its work is done before hydration: the browser bundle does not carry the text again.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AGE_GATE_SCRIPT : "" }}
    />
  );
}
