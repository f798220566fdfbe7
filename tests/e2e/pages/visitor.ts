import { expect, type Page } from '@playwright/test';

/** The visitor chat page (`/newhuang/chat` and the other channel entries) and the evaluation page. */
export class VisitorChat {
  constructor(readonly page: Page) {}

  async open(path = '/newhuang/chat', locale: 'en' | 'zh' = 'en') {
    await this.page.addInitScript((l) => localStorage.setItem('ccim_locale', l), locale);
    await this.page.goto(path);
    await expect(this.input).toBeVisible();
  }

  get input() {
    return this.page.locator('.composer .input');
  }

  /** The bubbles (without the sender label) of the robot's answers. */
  robotAnswers() {
    return this.page.getByTestId('msg-3').locator('.bubble');
  }

  agentMessages() {
    return this.page.getByTestId('msg-1').locator('.bubble');
  }

  system(text: string | RegExp) {
    return this.page.locator('.system', { hasText: text });
  }

  get queuePosition() {
    return this.page.getByTestId('queue-position');
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.page.getByRole('button', { name: /^(Send|发送)$/ }).click();
  }

  async askHuman() {
    await this.page.getByRole('button', { name: /^(Human agent|转人工)$/ }).click();
  }

  get evaluateLink() {
    return this.page.getByRole('link', { name: /Rate this service|评价本次服务/ });
  }

  /** On the evaluation page: the stars, a reason, submit. */
  async evaluate(score: number, reason?: string) {
    await this.page.getByRole('radio').nth(score - 1).click();
    if (reason) await this.page.getByRole('button', { name: reason }).click();
    await this.page.getByRole('button', { name: /^(Submit|提交)$/ }).click();
  }

  /** Sends an image through the composer's file input (shown while queued or chatting with an agent). */
  async sendImage(file: string) {
    await this.page.getByLabel(/^(Send an image|发送图片)$/).setInputFiles(file);
  }

  /** Images in the chat from the agent (1) or the visitor (2). */
  photos(author: 1 | 2) {
    return this.page.getByTestId(`msg-${author}`).locator('img.photo');
  }
}

/** The minimal agent view at `/workbench`. */
export class AgentChat {
  constructor(readonly page: Page) {}

  sessions() {
    return this.page.getByTestId('wb-session');
  }

  visitorMessages() {
    return this.page.getByTestId('wb-msg-2');
  }

  async reply(text: string) {
    await this.page.getByRole('textbox', { name: /Type a reply|输入回复/ }).fill(text);
    await this.page.getByRole('button', { name: /^(Send|发送)$/ }).click();
  }

  async inviteEvaluation() {
    await this.page.getByRole('button', { name: /Invite evaluation|邀请评价/ }).click();
  }
}
