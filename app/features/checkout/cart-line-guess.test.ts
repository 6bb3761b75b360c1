// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cartEntries } from "~/features/cart";
import { MAX_ORDER_LINES } from "~/features/orders";
import { caseFromBottles, cartLinesScript, guessedCartLines, guessedCaseLikely } from "./cart-line-guess";
import { quotableItems } from "./checkout-lines";

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

/** What the page's inline script does to the element it stands in. */
function runScript(caseFrom: number | null = null): HTMLElement {
  const page = document.createElement("div");
  document.body.append(page);
  const script = document.createElement("script");
  script.textContent = cartLinesScript(caseFrom);
  page.append(script);
  return page;
}

describe("guessing the checkout's lines before the quote", () => {
  it("counts what the first quote will be asked for, skipping the store's own keys and bad amounts", () => {
    localStorage.setItem("isOver21", "true");
    localStorage.setItem("zipCode", "33130");
    localStorage.setItem("giftBoxOffered:jameson", "1");
    localStorage.setItem("jw-black-750ml", "2");
    localStorage.setItem("08807618934", " 1 ");
    localStorage.setItem("modelo-12pk", "0");
    localStorage.setItem("abc", "lots");
    localStorage.setItem(" padded", "1");
    localStorage.setItem("x".repeat(201), "1");
    expect(guessedCartLines()).toBe(2);
    expect(guessedCartLines()).toBe(quotableItems(cartEntries(), null).length);
  });

  it("never guesses more lines than an order may have", () => {
    for (let index = 0; index < MAX_ORDER_LINES + 3; index++) localStorage.setItem(`size-${index}`, "1");
    expect(guessedCartLines()).toBe(MAX_ORDER_LINES);
  });

  it("the inline script marks its page with the count, for the styles that reserve the rows", () => {
    localStorage.setItem("jw-black-750ml", "1");
    localStorage.setItem("modelo-12pk", "3");
    const page = runScript();
    expect(page.dataset.cartLines).toBe("2");
    expect(page.style.getPropertyValue("--cart-lines")).toBe("2");
  });

  it("an empty cart marks the page with 0, so the empty message shows from the first paint", () => {
    localStorage.setItem("isOver21", "true");
    expect(runScript().dataset.cartLines).toBe("0");
  });

  it("marks a cart with as many bottles as the smallest case counts, for the summary to hold its discount line", () => {
    expect(caseFromBottles([])).toBeNull();
    const smallest = caseFromBottles([
      { tiers: [{ bottles: 12 }, { bottles: 6 }] },
      { tiers: [{ bottles: 3 }] },
    ]);
    expect(smallest).toBe(3);
    localStorage.setItem("deal-red-750", "2");
    expect(runScript(3).dataset.caseLikely).toBeUndefined();
    expect(guessedCaseLikely(3)).toBe(false);
    localStorage.setItem("deal-cava-750", "1");
    expect(runScript(3).dataset.caseLikely).toBe("");
    expect(guessedCaseLikely(3)).toBe(true);
    expect(runScript(null).dataset.caseLikely).toBeUndefined();
    expect(guessedCaseLikely(null)).toBe(false);
  });
});
