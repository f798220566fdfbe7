import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA; a serious or critical violation fails the page. */
export async function seriousViolations(page: Page) {
  // Judge what the user sees once it is still: a toast or a dialog fading in has colours between two states.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ') + (process.env.AXE_DETAIL ? ` ${n.failureSummary}` : '')).join(' | ')}`);
}
