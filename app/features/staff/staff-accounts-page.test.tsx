// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import type { AuditEntry } from "./staff-audit.server";
import { auditActorName, auditEntryText } from "./audit-entry-text";
import { StaffAccountsPage } from "./staff-accounts-page";
import { StaffAuditPage } from "./staff-audit-page";

afterEach(cleanup);

const accounts = [
  { id: 1, name: "Olga", email: "olga@store.example", role: "owner" as const, state: "active" as const },
  { id: 2, name: "Rosa", email: "rosa@store.example", role: "clerk" as const, state: "invited" as const },
];

function entry(fields: Partial<AuditEntry>): AuditEntry {
  return {
    source: "staff",
    id: 1,
    at: "2026-11-27T14:00:00.000Z",
    actor: "staff:1",
    kind: "invited",
    subject: "Rosa",
    detail: null,
    note: null,
    before: null,
    after: null,
    ...fields,
  };
}

/** Each button's words, with the account it acts on (read by screen readers, hidden on screen). */
const buttonTexts = () => screen.getAllByRole("button").map((button) => button.textContent);

describe("the owner's accounts page in Spanish", () => {
  it("names the roles and states, and writes the server's refusal with its values", async () => {
    renderUnderRoot(
      () => (
        <StaffAccountsPage
          ownId={1}
          accounts={accounts}
          answer={{ ok: false, text: { key: "accounts.badEmail", values: { email: "rosa@" } } }}
        />
      ),
      "es",
    );
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Cuentas del personal");
    expect(screen.getByRole("alert")).toHaveTextContent("No es un correo electrónico: rosa@");
    expect(screen.getByRole("heading", { name: "Cuentas (2)" })).toBeVisible();
    const rosa = screen.getByRole("article", { name: "Rosa" });
    expect(rosa).toHaveTextContent("Dependiente · Esperando su enlace de un solo uso");
    expect(buttonTexts()).toEqual([
      "Invitar",
      "Cambiar el rol (cuenta de Rosa)",
      "Restablecer la contraseña (cuenta de Rosa)",
      "Desactivar (cuenta de Rosa)",
    ]);
    expect(within(rosa).getByRole("combobox", { name: "Rol de Rosa" })).toHaveDisplayValue("Dependiente");
    expect(screen.getByRole("article", { name: "Olga (usted)" })).toHaveTextContent("Dueño · Activa");
  });

  it("an invitation's answer in English reads as before", async () => {
    renderUnderRoot(() => (
      <StaffAccountsPage
        ownId={1}
        accounts={accounts}
        answer={{ ok: true, text: { key: "accounts.saved.role" } }}
      />
    ));
    expect(await screen.findByRole("status")).toHaveTextContent("Role changed.");
    expect(buttonTexts()).toEqual([
      "Invite",
      "Change role for Rosa",
      "Reset password for Rosa",
      "Disable for Rosa",
    ]);
  });
});

describe("the audit trail in Spanish", () => {
  it("writes the page's words around what was stored, and names who did it", async () => {
    const lines = [
      entry({ kind: "role", detail: "owner" }),
      entry({ source: "order", kind: "note", subject: "1042", note: "Called: confirmed" }),
      entry({ source: "order", kind: "status", subject: "1042", detail: "confirmed" }),
      entry({
        source: "catalog",
        kind: "stock",
        subject: "Buchanan's 12",
        note: "750ml",
        before: null,
        after: 6,
      }),
    ].map((line, index) => ({
      key: String(index),
      at: "27 nov",
      who: auditActorName({ actor: "shopper", name: "Shoppers" }, "es"),
      what: auditEntryText(line, "es"),
    }));
    renderUnderRoot(() => <StaffAuditPage who="" page={2} older={false} actors={[]} entries={lines} />, "es");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Registro de cambios");
    const list = screen.getByRole("list", { name: "Cambios, los más recientes primero" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "27 novClientesRosa: rol cambiado (Dueño)",
      "27 novClientesPedido 1042: nota “Called: confirmed”",
      "27 novClientesPedido 1042: ahora Confirmado",
      "27 novClientesExistencias de Buchanan's 12 750ml: sin contar → 6",
    ]);
    expect(screen.getByRole("link", { name: "Más recientes" })).toHaveAttribute("href", "/staff/audit");
    expect(screen.getByRole("combobox", { name: "Hecho por" })).toHaveDisplayValue("Cualquiera");
  });
});
