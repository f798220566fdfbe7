import { expect, type Locator, type Page } from '@playwright/test';

/** The fifteen management routes of docs/product.md, with a text each screen shows once it has loaded. */
export const MANAGEMENT_ROUTES = [
  { path: '/agentMgt', title: 'Agents', shows: 'E2001' },
  { path: '/skillGroupAgentMgt', title: 'Skill groups', shows: 'Online service' },
  { path: '/skillGroupLinkMgt', title: 'Channel links', shows: 'Shopping platform' },
  { path: '/robotQaMgt', title: 'Robot Q&A', shows: 'Hits' },
  { path: '/robotLinkMgt', title: 'Robot links', shows: 'Track a parcel' },
  { path: '/robotNoAnswerMgt', title: 'Unanswered questions', shows: 'Times asked' },
  { path: '/robotNoIntention', title: 'No intention', shows: 'asdfgh' },
  { path: '/robotSatisfaction', title: 'Robot satisfaction', shows: 'Score' },
  { path: '/quickReplyMgt', title: 'Common quick replies', shows: 'Fee rules' },
  { path: '/quickReplyMgtPerson', title: 'My quick replies', shows: 'Types' },
  { path: '/sensitiveWordsMgt', title: 'Sensitive words', shows: 'Category' },
  { path: '/blacklistMgt', title: 'Blacklist', shows: 'Spam links' },
  { path: '/noticeMgt', title: 'Announcements', shows: 'Typhoon warning' },
  { path: '/noticeMgt/addOrEditor', title: 'Announcements', shows: 'Content' },
  { path: '/sessionServiceConfig', title: 'Service settings', shows: 'Queue limit per group' },
] as const;

/** A generated management screen: its list, its form and the confirmation dialogs. */
export class ManagementPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('.MuiLinearProgress-root, [data-testid="loading"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
  }

  get rows(): Locator {
    return this.page.locator('.RaDatagrid-tbody tr');
  }

  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  input(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' }).first();
  }

  /** Types into the list's search and waits until the list has applied it: the filter is debounced, and a row
   * clicked before then opens its form only for the late filter to navigate back to the list. */
  async search(text: string): Promise<void> {
    await this.page.getByPlaceholder(/Search/).fill(text);
    await this.page.waitForURL((url) => decodeURIComponent(url.search).includes(JSON.stringify(text).slice(1, -1)));
  }

  async create(): Promise<void> {
    await this.page.getByRole('link', { name: 'Create' }).or(this.page.getByRole('button', { name: 'Create' })).first().click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** Clicks a row's delete button and confirms. */
  async deleteRow(text: string | RegExp): Promise<void> {
    await this.row(text).getByRole('button', { name: 'Delete' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(this.row(text)).toHaveCount(0);
  }

  /** Types into a date or time picker (its parts are spinbuttons in a group named by the label) from its first part. */
  async typeInPicker(label: string | RegExp, digits: string): Promise<void> {
    await this.page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await this.page.keyboard.type(digits);
  }

  async choose(label: string | RegExp, option: string | RegExp): Promise<void> {
    await this.input(label).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  async addItems(label: string, items: string[]): Promise<void> {
    for (const item of items) {
      await this.page.getByLabel(label).fill(item);
      await this.page.getByLabel(label).press('Enter');
    }
  }

  /** Types into the rich-text editor. */
  async writeRichText(text: string): Promise<void> {
    const editor = this.page.getByRole('textbox', { name: 'content' }).or(this.page.getByRole('textbox', { name: 'answer' })).first();
    await editor.click();
    await editor.pressSequentially(text);
  }
}
