import { NewTabNote } from "~/components/new-tab-note";
import { useT } from "~/i18n/messages";
import { store } from "./store";

/**
 * The store on a map, loaded only when scrolled near, and a link to open it in a maps app. `title`
 * names the frame; two maps on one page need different names.
 */
export function StoreMap({ title }: { title: string }) {
  const t = useT();
  return (
    <>
      <div className="mt-3 overflow-hidden rounded-lg border border-stone-300 bg-stone-100">
        <iframe
          src={store.map.embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block aspect-video max-h-80 w-full border-0"
        />
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
