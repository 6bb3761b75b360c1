import { useSyncExternalStore } from "react";
import { NewTabNote } from "~/components/new-tab-note";
import { useT } from "~/i18n/messages";
import { store } from "./store";

const FRAME_CLASS = "block h-full w-full border-0";

/**
 * The store on a map and a link to open it in a maps app. The map's frame is made once the page has
 * loaded, and then only when scrolled near: on a short page (an empty checkout) the footer is near
 * at once, and the map's third-party page took the bandwidth of the page's own first view. Without
 * JavaScript it is there from the start. `title` names the frame; two maps on one page need
 * different names.
 */
export function StoreMap({ title }: { title: string }) {
  const t = useT();
  const loaded = useSyncExternalStore(onPageLoad, isPageLoaded, () => false);
  const frame = (
    <iframe
      src={store.map.embedUrl}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={FRAME_CLASS}
    />
  );
  return (
    <>
      <div className="mt-3 aspect-video max-h-80 overflow-hidden rounded-lg border border-stone-300 bg-stone-100">
        {loaded ? frame : <noscript>{frame}</noscript>}
      </div>
      <a
        href={store.map.linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block text-sm font-semibold text-brand underline hover:text-brand-dark"
      >
        {t("footer.openInMaps")}
        <NewTabNote />
      </a>
    </>
  );
}

function isPageLoaded(): boolean {
  return document.readyState === "complete";
}

function onPageLoad(onChange: () => void): () => void {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}
