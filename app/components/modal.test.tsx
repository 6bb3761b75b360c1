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
        Show order
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Order received"
        closeLabel="Close"
        describedBy="order-text"
      >
        <p id="order-text">We received your order.</p>
      </Modal>
    </>
  );
}

function openModal(onClose = vi.fn()) {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Show order" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "Order received" }), onClose };
}

describe("Modal", () => {
  it("opens as a modal named by its heading, described by its text, with focus inside", () => {
    const { dialog } = openModal();
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAccessibleDescription("We received your order.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("keeps its content out of the page while closed", () => {
    render(<Page onClose={vi.fn()} />);
    expect(screen.queryByText("We received your order.")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape, calls onClose and gives focus back to the control that opened it", () => {
    const { opener, dialog, onClose } = openModal();
    fireEvent.keyDown(screen.getByRole("button", { name: "Close" }), { key: "Escape" });
    expect(dialog).not.toHaveAttribute("open");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText("We received your order.")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes with its close button", () => {
    const { opener, dialog, onClose } = openModal();
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
