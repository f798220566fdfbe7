import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { leftOnDuty } from '../journey';
import { chatAction } from './chatActions';
import { Shell, signIn } from './shell';
import { VisitorChat } from './visitor';

/** The workbench's waybill panel, work bill dialogs and the work bill pages. */
export class Workbench {
  constructor(readonly page: Page) {}

  waybillLink(no: string): Locator {
    return this.page.locator(`[data-testid="wb-messages"] [data-waybill="${no}"]`);
  }

  get waybillPanel(): Locator {
    return this.page.getByTestId('waybill-panel');
  }

  get sidePanel(): Locator {
    return this.page.getByTestId('desk-side-panel');
  }

  /** Picks an option of a MUI select by its label and the option's text. */
  async choose(label: RegExp, option: RegExp) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async createWorkBillFromPanel(o: { type: RegExp; subType: RegExp; dept: RegExp; description: string }) {
    await this.waybillPanel.getByRole('button', { name: /Create work bill|创建工单/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /Create work bill|创建工单/ });
    await expect(dialog).toBeVisible();
    await this.choose(/^Type/, o.type);
    await this.choose(/^Sub-type/, o.subType);
    await this.choose(/^Complaint department/, o.dept);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill(o.description);
    await dialog.getByRole('button', { name: /^(Submit|提交)$/ }).click();
    await expect(dialog).toBeHidden();
  }

  workbillRows(): Locator {
    return this.page.getByTestId('workbill-row');
  }

  async urge(note: string) {
    await this.page.getByRole('button', { name: /^(Urge|催办)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /^(Urge|催办)$/ });
    await dialog.getByRole('textbox').fill(note);
    await dialog.getByRole('button', { name: /^(Confirm|确定)$/ }).click();
    await expect(dialog).toBeHidden();
  }

  events(): Locator {
    return this.page.getByTestId('workbill-event');
  }
}

/** The side panel's quick replies and the transfer dialog. */
export class DeskTools {
  constructor(readonly page: Page) {}

  async pickQuickReply(title: string) {
    await this.page.getByRole('tab', { name: /Quick replies|快捷回复/ }).click();
    await this.page.getByTestId('quick-reply').filter({ hasText: title }).first().click();
  }

  async transferTo(agentLabel: RegExp, note: string) {
    await (await chatAction(this.page, /^(Transfer|转接)$/)).click();
    const dialog = this.page.getByRole('dialog', { name: /Transfer the chat|转接会话/ });
    await dialog.getByTestId('transfer-agent').filter({ hasText: agentLabel }).click();
    await dialog.getByRole('textbox', { name: /Note for the colleague|转接说明/ }).fill(note);
    await dialog.getByRole('button', { name: /^(Transfer|转接)$/ }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The chat window's own controls: images, revocation, the blacklist dialog and the evaluation card. */
export class ChatTools {
  constructor(readonly page: Page) {}

  get messages(): Locator {
    return this.page.getByTestId('wb-messages');
  }

  get composer(): Locator {
    return this.page.getByTestId('wb-composer');
  }

  /** Picks a file through the composer's image button (the browser's file chooser). */
  async pickImage(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.composer.getByRole('button', { name: /^(Image|图片)$/ }).click();
    await (await chooser).setFiles(file);
  }

  get imageDialog(): Locator {
    return this.page.getByRole('dialog', { name: /Send this image\?|发送这张图片？/ });
  }

  /** Images in the conversation sent by the agent (1) or the visitor (2). */
  images(author: 1 | 2): Locator {
    return this.messages.getByTestId(`wb-msg-${author}`).getByRole('img');
  }

  /**
   * Revokes the agent's message that reads `text`, once the server has it (a message still sending has no Revoke
   * button, so "the last Revoke button" could be the one before it).
   */
  async revoke(text: string | RegExp) {
    await this.revokeButton(text).click();
    await this.confirm(/Revoke this message\?|撤回这条消息？/, /^(Revoke the message|确认撤回)$/);
  }

  /** The Revoke button under the agent's message that reads `text`. */
  revokeButton(text: string | RegExp): Locator {
    const row = this.messages.locator('[data-seq]').filter({ has: this.page.getByTestId('wb-msg-1').filter({ hasText: text }) });
    return row.getByRole('button', { name: /^(Revoke|撤回)$/ });
  }

  /** Answers the workbench's confirmation dialog (ending a chat, revoking a message) with its confirming button. */
  async confirm(title: RegExp, button: RegExp) {
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
  }

  async blacklist(reason: string, duration: RegExp) {
    await (await chatAction(this.page, /^(Blacklist|拉黑)$/)).click();
    const dialog = this.page.getByRole('dialog', { name: /Add the visitor to the blacklist|将访客加入黑名单/ });
    await dialog.getByRole('textbox', { name: /^(Reason|原因)/ }).fill(reason);
    await dialog.getByRole('combobox', { name: /^(Duration|期限)/ }).click();
    await this.page.getByRole('option', { name: duration }).click();
    await dialog.getByRole('button', { name: /^(Blacklist|拉黑)$/ }).click();
    await expect(dialog).toBeHidden();
  }

  async endSession() {
    await (await chatAction(this.page, /^(End session|结束会话)$/)).click();
    await this.confirm(/End this chat\?|结束此会话？/, /^(End the chat|确认结束)$/);
  }

  get evaluationCard(): Locator {
    return this.page.getByRole('note', { name: /The visitor rated this chat|访客已评价本次会话/ });
  }
}

export interface OnDuty {
  context: BrowserContext;
  page: Page;
  shell: Shell;
  /** Availability off and the context closed, so later journeys know who receives their visitors. */
  offDuty(): Promise<void>;
}

/** An agent at the workbench on a desktop window with availability on. */
export function onDuty(browser: Browser, username: string): Promise<OnDuty> {
  return atDesk(browser, username, { ready: true, context: { viewport: { width: 1440, height: 900 } } });
}

/** An agent at the workbench on a 1280×800 window, in English or Chinese, available or not. */
export async function atDesk(browser: Browser, username: string, o: { ready: boolean; locale?: 'en' | 'zh'; context?: BrowserContextOptions; init?: () => void }): Promise<OnDuty> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...o.context });
  if (o.init) await context.addInitScript(o.init);
  const page = await context.newPage();
  await signIn(page, username, '/workbench');
  if (o.locale === 'zh') {
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByTestId('count-readyCount')).toContainText('就绪');
  }
  const shell = new Shell(page);
  await expect(shell.availability).toBeEnabled();
  if ((await shell.availability.isChecked()) !== o.ready) await shell.availability.setChecked(o.ready);
  await expect(shell.availability).toBeChecked({ checked: o.ready });
  const unavailable = async () => {
    leftOnDuty.delete(unavailable);
    // Nothing to do on a page closed or moved away from the desk (a journey that signed out, say), without waiting.
    if (page.isClosed() || !(await shell.availability.count())) return;
    if (await shell.availability.isChecked()) {
      const saved = page.waitForResponse((r) => r.url().endsWith('/agentLogin/status'), { timeout: 10_000 });
      await shell.availability.uncheck({ timeout: 5_000 });
      await saved;
    }
  };
  // Also at a desk opened off duty: the journey may turn availability on with the switch.
  leftOnDuty.add(unavailable);
  return {
    context,
    page,
    shell,
    async offDuty() {
      await unavailable();
      await context.close();
    },
  };
}

/** The workbench conversation: the composer, its note mode, authors' labels, notes and system lines. */
export class Conversation {
  constructor(readonly page: Page) {}

  get composer(): Locator {
    return this.page.getByTestId('wb-composer').getByRole('textbox');
  }

  get noteSwitch(): Locator {
    return this.page.getByTestId('wb-composer').getByLabel(/^(Internal note|内部备注)$/);
  }

  /** The session row with this id (a row's text changes with its last message; its id does not). */
  session(id: string): Locator {
    return this.page.locator(`[data-testid="wb-session"][data-session="${id}"]`);
  }

  /** Opens the session whose preview shows `text` and answers its id. */
  async openBy(text: string): Promise<string> {
    const row = this.page.getByTestId('wb-session').filter({ hasText: text });
    await row.click();
    const id = await row.getAttribute('data-session');
    await expect(this.page.locator(`[data-testid="wb-messages"][data-session="${id}"]`)).toBeVisible();
    return id!;
  }

  get messages(): Locator {
    return this.page.getByTestId('wb-messages');
  }

  notes(): Locator {
    return this.messages.getByTestId('wb-note');
  }

  systemLines(): Locator {
    return this.messages.getByTestId('wb-system');
  }

  /** The author label above the agent message with this text. */
  authorOf(text: string): Locator {
    return this.messages.locator('div', { has: this.page.getByTestId('wb-msg-1').filter({ hasText: text }) }).last().getByTestId('wb-author');
  }
}

/** Text no earlier journey wrote: journeys find their chats in an agent's list by it. */
export const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A phone-sized visitor asks for a human, is served by 杨帆 (agent5, on duty) and writes `first`. */
export async function servedByAgent5(browser: Browser, first: string, locale: 'en' | 'zh' = 'en') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', locale);
  await visitor.askHuman();
  await expect(visitor.system(/杨帆/)).toBeVisible();
  await visitor.send(first);
  return { context, visitor };
}
