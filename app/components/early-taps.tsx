import { useEffect } from "react";

/**
 * Taps made before the page is live (decision 0055). The server's page paints seconds before its
 * modules arrive and React hydrates it on a slow phone; links, forms and popovers work from the
 * first paint, but a button that React drives does nothing until then. This script, first in the
 * head, keeps such taps (on the document, ahead of React's own listener, so React never sees them
 * twice) and the page replays them, in order, once it is live.
 */

/** On a part of the page whose buttons answer their own taps before hydration (the age gate). */
const ANSWERS_EARLY_ATTRIBUTE = "data-answers-early";
/** On a button whose tap waits for the page: the stylesheet shows it is taken (app.css). */
const TAP_KEPT_ATTRIBUTE = "data-tap-kept";

/**
 * A button that submits a form with an address (React Router's forms post and get without React),
 * toggles a popover or commands a dialog works natively, and a disabled one takes no tap. A second tap on a button still waiting is the same wish said again (a
 * shopper taps again when nothing seems to happen): it is not kept twice. A field's change is kept
 * with its value, because hydration puts back the value React rendered on the server.
 */
const EARLY_TAPS_SCRIPT = `(function(){var kept=window.__keptTaps=[];function early(el){return window.__storeHydrated||el.closest("[${ANSWERS_EARLY_ATTRIBUTE}]")}
document.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest("button"):null;
if(!b||early(b)||b.disabled||(b.form&&b.type==="submit"&&b.form.hasAttribute("action"))||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor"))return;
e.preventDefault();e.stopImmediatePropagation();if(b.hasAttribute("${TAP_KEPT_ATTRIBUTE}"))return;b.setAttribute("${TAP_KEPT_ATTRIBUTE}","");kept.push({button:b})},true);
document.addEventListener("change",function(e){var f=e.target;if(!(f instanceof HTMLInputElement||f instanceof HTMLSelectElement||f instanceof HTMLTextAreaElement)||early(f))return;
kept.push({field:f,checked:f.checked,value:f.value})},true)})()`;

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type KeptTap = { button: HTMLButtonElement } | { field: FormField; checked: boolean; value: string };

export function EarlyTapsScript() {
  // Its work is done before hydration: the browser bundle does not carry the text again.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAPS_SCRIPT : "" }}
    />
  );
}

/**
 * Once the whole page has hydrated (the root layout's effect runs after every other one): the page
 * is live, and the taps kept until now are carried out in order, each once. From a task of their
 * own, not the effect: React then renders after each tap, as after a real one, so a quantity chosen
 * first is the one the next tap adds.
 */
export function usePageLive(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      window.__storeHydrated = true;
      for (const tap of window.__keptTaps?.splice(0) ?? []) {
        if ("button" in tap) pressAgain(tap.button);
        else chooseAgain(tap.field, tap);
      }
    });
    return () => clearTimeout(timer);
  }, []);
}

function pressAgain(button: HTMLButtonElement): void {
  button.removeAttribute(TAP_KEPT_ATTRIBUTE);
  if (button.isConnected && !button.disabled) button.click();
}

/** The field's kept value or tick, given again as the shopper's own change, so React's state takes it. */
function chooseAgain(field: FormField, kept: { checked: boolean; value: string }): void {
  if (!field.isConnected || field.disabled) return;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    setBehindReact(field, "checked", !kept.checked);
    field.click();
    return;
  }
  setBehindReact(field, "value", kept.value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * React watches a field's own `value` and `checked` to tell a real change from its own; the
 * prototype's setter changes the field behind that watch, so the event that follows reads as a change.
 */
function setBehindReact(field: FormField, property: "value" | "checked", value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

declare global {
  interface Window {
    /** Resolved by the layout once the page is live: the end-to-end tests wait on it. */
    __storeHydrated?: boolean;
    __keptTaps?: KeptTap[];
  }
}
