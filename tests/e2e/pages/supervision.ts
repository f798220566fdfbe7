import { expect, type Locator, type Page } from '@playwright/test';

/** Live supervision (`/liveSupervision`), reached through the menu as a supervisor would. */
export class SupervisionPage {
  constructor(readonly page: Page) {}

  async openFromMenu(): Promise<void> {
    await this.page.getByTestId('menu-liveSupervision').click();
    await expect(this.page.getByRole('heading', { level: 1, name: /^(Live supervision|实时监控)$/ })).toBeVisible();
    await expect(this.page.getByTestId('sv-queue')).toBeVisible();
  }

  /** The waiting visitor whose row shows `text` (its last message). */
  waiting(text: string): Locator {
    return this.page.getByTestId('sv-waiting').filter({ hasText: text });
  }

  /** Assigns the waiting visitor showing `text` to the agent named `agent`, through the dialog. */
  async assign(text: string, agent: RegExp): Promise<void> {
    await this.waiting(text).getByRole('button', { name: /^(Assign|分配)$/ }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: agent }).check();
    await dialog.getByRole('button', { name: /^(Confirm|确定)$/ }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** The chat, among those of the agent whose name starts with `agent`, whose preview shows `text`. */
  chat(agent: string, text: string): Locator {
    return this.page.locator(`[data-testid="sv-agent"][data-agent^="${agent}"]`).getByRole('button').filter({ hasText: text });
  }

  get transcript(): Locator {
    return this.page.getByTestId('sv-transcript');
  }

  async whisper(text: string): Promise<void> {
    await this.page.getByTestId('sv-watch').getByRole('textbox', { name: /Whisper to the agent|悄悄话/ }).fill(text);
    await this.page.getByRole('button', { name: /^(Send whisper|发送悄悄话)$/ }).click();
    await expect(this.page.getByText(/^(Whisper sent to the agent|悄悄话已发送给坐席)$/)).toBeVisible();
  }
}
