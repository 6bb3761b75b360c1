// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import { NewProductForm, RetireProductForm } from "./product-editor";
import { parseNewProductForm } from "./product-form";
import { fieldProblems, sizeEditSchema } from "./size-edit";
import { SizeChanges, SizeEditForm, type SizeEditAnswer } from "./staff-product-page";

afterEach(cleanup);

const size = { id: "jw-black-750ml", label: "750ml", priceCents: 3999, inventory: 12 };

function renderIn(language: Language, view: () => React.ReactNode) {
  renderUnderRoot(() => <>{view()}</>, language);
}

/** What the product page's action answers for a price typed as a word. */
function refusedPrice(): SizeEditAnswer {
  const parsed = sizeEditSchema.safeParse({
    sizeId: size.id,
    price: "free",
    stock: "12",
    shownPriceCents: "3999",
    shownStock: "12",
  });
  if (parsed.success) throw new Error("a price in words was accepted");
  return {
    sizeId: size.id,
    error: { key: "answer.checkFields" },
    fields: fieldProblems(parsed.error.issues),
  };
}

describe("the product page's sizes and forms, with the server's answers, in the console's language", () => {
  it("a refused price in Spanish: the answer, the field's problem and the labels", async () => {
    renderIn("es", () => <SizeEditForm size={size} answer={refusedPrice()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No se guardó: revise los campos marcados.");
    expect(screen.getByLabelText(/^Precio de 750ml/)).toHaveAccessibleDescription(
      "Precio en dólares, como 24.99 (al menos 0.01).",
    );
    expect(screen.getByText(/^Ahora/)).toHaveTextContent("Ahora $39.99 · 12 en existencia");
    expect(screen.getByRole("button")).toHaveTextContent("Guardar 750ml");
  });

  it("a size changed meanwhile, in Spanish and in English, with the values it has now", async () => {
    const answer: SizeEditAnswer = {
      sizeId: size.id,
      error: { key: "answer.sizeConflict", values: { price: "$41.00", stock: 7 } },
    };
    renderIn("es", () => <SizeEditForm size={size} answer={answer} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se guardó: este tamaño cambió mientras lo editaba (ahora $41.00, 7 en existencia). Revise los valores nuevos y guarde de nuevo.",
    );
    cleanup();
    renderIn("en", () => <SizeEditForm size={size} answer={answer} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Not saved: this size changed while you were editing (now $41.00, 7 in stock). Check the new values and save again.",
    );
  });

  it("the changes list writes a stock change in Spanish", async () => {
    const change = {
      at: "27 nov 2026, 3:30 p. m.",
      who: "Marta Ruiz",
      actor: "staff:1",
      kind: "stock" as const,
      sizeId: size.id,
      sizeLabel: "750ml",
      before: null,
      after: 12,
      summary: null,
    };
    renderIn("es", () => <SizeChanges changes={[change]} />);
    expect(await screen.findByRole("listitem")).toHaveTextContent(
      "27 nov 2026, 3:30 p. m. · Marta Ruiz: 750ml existencias sin contar → 12",
    );
  });

  it("a new product refused by the server, in Spanish: every field's problem with its values", async () => {
    const parsed = parseNewProductForm({
      subtype: "rum",
      name: "N".repeat(201),
      brand: "Casa",
      "sizes.1.label": "1L",
      "sizes.1.price": "39",
      "sizes.1.stock": "-1",
    });
    if (parsed.ok) throw new Error("the broken form was accepted");
    renderIn("es", () => (
      <NewProductForm
        subtypes={[{ value: "rum/gold", label: "Ron › Dorado" }]}
        answer={{ form: "new", error: { key: "answer.notAdded" }, fields: parsed.problems }}
      />
    ));
    expect(await screen.findByRole("alert")).toHaveTextContent("No se añadió: revise los campos marcados.");
    expect(screen.getByLabelText("Nombre")).toHaveAccessibleDescription("Como máximo 200 caracteres.");
    expect(screen.getByLabelText("Tipo y subtipo")).toHaveAccessibleDescription(
      "Elija uno de los tipos y subtipos de la tienda.",
    );
    expect(screen.getByLabelText("Existencias del tamaño 2")).toHaveAccessibleDescription(
      "Las existencias son un número entero de botellas, o vacío si no se cuentan.",
    );
  });

  it("a refused new product shows what was typed again, so a page without JavaScript loses nothing", async () => {
    const typed = {
      subtype: "rum/gold",
      name: "Casa Añeja 8",
      brand: "Casa",
      description: "Ocho años en roble.",
      "sizes.1.label": "1L",
      "sizes.1.price": "thirty",
      "sizes.1.id": "casa-8-1l",
    };
    renderIn("en", () => (
      <NewProductForm
        subtypes={[
          { value: "rum/white", label: "Rum › White" },
          { value: "rum/gold", label: "Rum › Gold" },
        ]}
        answer={{ form: "new", error: { key: "answer.notAdded" }, fields: {}, typed }}
      />
    ));
    expect(await screen.findByLabelText("Type and subtype")).toHaveValue("rum/gold");
    expect(screen.getByLabelText("Name")).toHaveValue("Casa Añeja 8");
    expect(screen.getByLabelText("Brand")).toHaveValue("Casa");
    expect(screen.getByLabelText("Description", { exact: true })).toHaveValue("Ocho años en roble.");
    expect(screen.getByLabelText("Size 2 label")).toHaveValue("1L");
    expect(screen.getByLabelText("Size 2 price ($)")).toHaveValue("thirty");
    expect(screen.getByLabelText(/^Size 2 id/)).toHaveValue("casa-8-1l");
    expect(screen.getByLabelText("Size 1 label")).toHaveValue("");
  });

  it("retiring in Spanish, and the server's answer once retired", async () => {
    renderIn("es", () => (
      <RetireProductForm
        name="Casa 8"
        retired
        answer={{ form: "retire", saved: { key: "answer.retired" } }}
      />
    ));
    expect(await screen.findByRole("button")).toHaveTextContent("Restaurar Casa 8");
    expect(screen.getByRole("status")).toHaveTextContent("Retirado: la tienda ya no lo muestra.");
  });
});
