import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Axe's serious and critical violations on the page as it is now, one line each ("rule: targets"). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
