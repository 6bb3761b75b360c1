import { useT } from "~/i18n/messages";

/** Marks a link that opens a new tab: an arrow for the eye, words for screen readers. */
export function NewTabNote() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> {t("footer.opensInNewTab")}</span>
    </>
  );
}
