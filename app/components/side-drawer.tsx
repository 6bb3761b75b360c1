import { useEffect, useId, useRef } from "react";

/**
 * A panel that slides in from one side of the screen as a modal <dialog>: the browser traps focus,
 * closes it on Escape and returns focus to the control that opened it; the page behind does not
 * scroll, and a click on the dimmed overlay closes it too.
 */
export function SideDrawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  className = "",
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  side: "left" | "right";
  title: string;
  closeLabel: string;
  className?: string;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.documentElement.classList.toggle("overflow-hidden", open);
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    // A click on the overlay lands on the <dialog> itself, outside the panel's content.
    const onOverlayClick = (event: MouseEvent) => event.target === element && onClose();
    element?.addEventListener("click", onOverlayClick);
    return () => element?.removeEventListener("click", onOverlayClick);
  }, [onClose]);

  const edge = side === "right" ? "right-0 left-auto" : "right-auto left-0";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`fixed inset-y-0 ${edge} m-0 h-full max-h-none w-full bg-white p-0 shadow-2xl backdrop:bg-black/50 ${className}`}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className="font-display text-2xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-full p-2 text-2xl leading-none hover:bg-stone-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="border-t border-stone-200 px-5 py-4">{footer}</div>
        </div>
      )}
    </dialog>
  );
}
