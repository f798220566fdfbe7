import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A workbench chat's header action, as the agent reaches it: its button when the row has room for it, otherwise
 * the item of the row's "More actions" menu (which this opens).
 */
export async function chatAction(page: Page, name: RegExp): Promise<Locator> {
  const bar = page.getByTestId('wb-actions');
  const button = bar.getByRole('button', { name });
  const more = bar.getByRole('button', { name: /^(More actions|更多操作)$/ });
  await expect(button.or(more).first()).toBeVisible();
  if (await button.isVisible()) return button;
  await more.click();
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  return item;
}
