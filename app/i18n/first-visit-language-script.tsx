import { LANGUAGE_COOKIE } from "./language";

/**
 * A first visit to / goes on to /es when the shopper last chose Spanish on the switch (the cookie),
 * else when the browser's first store language is Spanish (navigator.languages, the order its
 * Accept-Language is sent in). Done in the browser, before anything is painted, so that / is the
 * same bytes for everyone and any shared cache may keep it (decision 0032); without JavaScript
 * / stays English, with the switch at hand. The CSP allows it by its hash (decision 0029).
 */
export const FIRST_VISIT_LANGUAGE_SCRIPT = `(function(){try{if(location.pathname!=="/")return;var chosen=/(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|es)(?:;|$)/.exec(document.cookie);var language=chosen?chosen[1]:null;var preferred=navigator.languages||[navigator.language];for(var i=0;!language&&i<preferred.length;i++){var primary=String(preferred[i]).toLowerCase().split("-")[0];if(primary==="en"||primary==="es")language=primary}if(language==="es")location.replace("/es"+location.search+location.hash)}catch(e){}})()`;

export function FirstVisitLanguageScript() {
  // Its work is done before hydration: the browser bundle does not carry the text again.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? FIRST_VISIT_LANGUAGE_SCRIPT : "" }}
    />
  );
}
