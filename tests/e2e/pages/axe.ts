import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA; a serious or critical violation fails the page. `within`: judge only this part of the page
 * (a walk through screens that share their frame judges the frame once, then each screen's own part).
 */
export async function seriousViolations(page: Page, within?: string) {
  // Judge what the user sees once it is still: a toast or a dialog fading in has colours between two states.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  // Only the violations are read: axe then works out no selector for the passing nodes (its documented speed option).
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ') + (process.env.AXE_DETAIL ? ` ${n.failureSummary}` : '')).join(' | ')}`);
}
