// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import { PhotoImportPage } from "./photo-import-page";
import type { PhotoImportReport } from "./photo-import-report";
import { photoProblemText } from "./photo-problem-messages";
import { ProductPhotoForms } from "./product-photo-forms";

afterEach(cleanup);

const NO_DRAWN = { sizes: [], total: 0 };

const REPORT: PhotoImportReport = {
  matched: [{ file: "jw-black-750ml.jpg", sizeId: "7501", productRoute: "johnnie-walker-black" }],
  refused: [
    { file: "malbec-750ml.jpg", reason: photoProblemText("too_large") },
    {
      file: "z/jw.png",
      reason: { key: "report.takenSize", values: { first: "jw-black-750ml.jpg", size: "7501" } },
    },
  ],
  unmatched: [],
  stillDrawn: [],
};

describe("the photo screens' server answers, written in the console's language", () => {
  it("a zip's report in English reads as before", async () => {
    renderUnderRoot(() => <PhotoImportPage drawn={NO_DRAWN} answer={{ ok: true, report: REPORT }} />, "en");
    expect(await screen.findByText(/stored,/)).toHaveTextContent(
      "1 photo stored, 2 refused, 0 files matched no size; 0 sizes still drawn.",
    );
    expect(screen.getByText("jw-black-750ml.jpg → size 7501")).toBeVisible();
    expect(screen.getByText(/^z\/jw\.png: /)).toHaveTextContent(
      "z/jw.png: jw-black-750ml.jpg is already the photo for size 7501.",
    );
  });

  it("the same report, and a refused zip, in Spanish", async () => {
    renderUnderRoot(() => <PhotoImportPage drawn={NO_DRAWN} answer={{ ok: true, report: REPORT }} />, "es");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Fotos");
    expect(screen.getByText(/guardada/)).toHaveTextContent(
      "1 foto guardada, 2 rechazadas, 0 archivos no coincidieron con ningún tamaño; 0 tamaños siguen con dibujo.",
    );
    expect(screen.getByText("jw-black-750ml.jpg → tamaño 7501")).toBeVisible();
    expect(screen.getByText(/^malbec-750ml\.jpg: /)).toHaveTextContent(
      "malbec-750ml.jpg: El archivo pesa más de 8 MB.",
    );
    cleanup();
    renderUnderRoot(
      () => (
        <PhotoImportPage
          drawn={NO_DRAWN}
          answer={{ ok: false, error: [{ key: "zip.not-zip" }, { key: "refusal.nothingImported" }] }}
        />
      ),
      "es",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Esto no es un archivo zip. No se importó nada.",
    );
  });

  it("a photo form's refusal at its size, in Spanish", async () => {
    const panel = { slots: [{ sizeId: "", label: "", photo: null, shown: null }], changes: [] };
    const answer = {
      photoSlot: "",
      ok: false,
      message: [{ key: "answer.notSaved" as const }, photoProblemText("not_a_photo")],
    };
    renderUnderRoot(() => <ProductPhotoForms panel={panel} answer={answer} />, "es");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se guardó. No es una foto JPEG, PNG o WebP. Guárdela en uno de esos formatos e inténtelo de nuevo.",
    );
    expect(screen.getByRole("form", { name: "Subir una foto de todo el producto" })).toBeVisible();
  });
});
