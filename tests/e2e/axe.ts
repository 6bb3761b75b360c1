import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's serious and critical violations on the page as it is now, one line each ("rule: targets").
 * Legacy mode runs axe once in the page instead of once per frame plus a blank page to merge the
 * results, which halves a scan's time (docs/testing.md); what it leaves out is other sites' frames
 * (the map), which are not the store's to mend. Only violations are collected: passes are not read.
 * `only` limits the scan to what a selector matches.
 */
export async function seriousViolations(page: Page, { only }: { only?: string } = {}): Promise<string[]> {
  const scan = new AxeBuilder({ page });
  if (only) scan.include(only);
  const { violations } = await scan
    .setLegacyMode(true)
    // WCAG 2.2's target size (24 px) is off in axe by default; the store asks it of every page.
    .options({ resultTypes: ["violations"], rules: { "target-size": { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
