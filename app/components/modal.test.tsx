// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

// jsdom has no modal dialog: open and close it as the browser does (the close event included).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("a, button")?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(cleanup);

function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show offer
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Make it a gift"
        closeLabel="Close"
        describedBy="offer-text"
        actions={<a href="?size=gift">Choose the gift box</a>}
        quietClose
      >
        <p id="offer-text">The same bottle in a gift box.</p>
      </Modal>
    </>
  );
}

function openModal(onClose = vi.fn()) {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Show offer" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "Make it a gift" }), onClose };
}

describe("Modal", () => {
  it("opens as a modal named by its heading, described by its text, with focus inside", () => {
    const { dialog } = openModal();
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAccessibleDescription("The same bottle in a gift box.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("keeps its content out of the page while closed", () => {
    render(<Page onClose={vi.fn()} />);
    expect(screen.queryByText("The same bottle in a gift box.")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape, calls onClose and gives focus back to the control that opened it", () => {
    const { opener, dialog, onClose } = openModal();
    fireEvent.keyDown(screen.getByRole("link", { name: "Choose the gift box" }), { key: "Escape" });
    expect(dialog).not.toHaveAttribute("open");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText("The same bottle in a gift box.")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes with its close button, after the other actions", () => {
    const { opener, dialog, onClose } = openModal();
    const buttons = screen.getAllByRole("link").concat(screen.getAllByRole("button", { name: "Close" }));
    expect(buttons.map((button) => button.textContent)).toEqual(["Choose the gift box", "Close"]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(onClose).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it("closes when its owner sets open to false", () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Order received" closeLabel="Close">
        <p>Thanks</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Order received" });
    act(() =>
      rerender(
        <Modal open={false} onClose={onClose} title="Order received" closeLabel="Close">
          <p>Thanks</p>
        </Modal>,
      ),
    );
    expect(dialog).not.toHaveAttribute("open");
    expect(onClose).toHaveBeenCalledOnce();
  });
});
