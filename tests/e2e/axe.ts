import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Axe's serious and critical findings on the page as it is now, one line each (none is the goal). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
