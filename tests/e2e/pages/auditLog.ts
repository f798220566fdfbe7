import { expect, type Download, type Page } from '@playwright/test';
import { ManagementPage } from './management';

/** The audit log screen (`/auditLog`), reached through the menu as an admin would. */
export class AuditLogPage extends ManagementPage {
  constructor(page: Page) {
    super(page);
  }

  async openFromMenu(): Promise<void> {
    await this.page.getByTestId('menu-auditLog').click();
    await this.page.waitForURL(/\/auditLog/);
    await expect(this.rows.first()).toBeVisible();
  }

  /** Picks a value of one of the list's choice filters and waits until the list has applied it. */
  async filter(label: string, option: string): Promise<void> {
    await this.choose(label, option);
    await expect(this.page.getByRole('option')).toHaveCount(0);
    await this.page.waitForURL((url) => decodeURIComponent(url.search).includes('filter'));
  }

  async export(name: RegExp): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name }).click()]);
    return download;
  }
}
