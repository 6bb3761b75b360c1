import { useEffect, useId, useRef } from "react";

/**
 * A centred modal <dialog> named by its heading: the browser traps focus inside it; Escape and
 * the close button close it, and focus goes back to where it was when it opened. Its content is
 * only in the page while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  describedBy,
  children,
}: {
  open: boolean;
  /** Called once it has closed, whichever way (Escape, the close button, `open` turning false). */
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** The id of the text that describes the dialog to a screen reader. */
  describedBy?: string;
  children: React.ReactNode;
}) {
  const { dialog, closed } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={closed}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-8 text-center shadow-2xl backdrop:bg-black/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="font-display text-2xl text-brand">
            {title}
          </h2>
          {children}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="mt-6 rounded-md bg-brand px-8 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {closeLabel}
          </button>
        </>
      )}
    </dialog>
  );
}

/**
 * Opens and closes the <dialog> as `open` says, closes it on Escape, and gives focus back to where
 * it was when it opened; `closed` is its close event's handler.
 */
function useModalDialog(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    // Escape closes it here rather than through the browser's cancel, so it closes the same way
    // in every document, a test's included (jsdom has no native dialog).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element?.open) return;
      event.preventDefault();
      element.close();
    };
    element?.addEventListener("keydown", onKeyDown);
    return () => element?.removeEventListener("keydown", onKeyDown);
  }, []);

  const closed = () => {
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
    onClose();
  };

  return { dialog, closed };
}
