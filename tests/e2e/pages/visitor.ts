import { expect, type Page } from '@playwright/test';
import { chatAction } from './chatActions';
import { leftInChat } from '../journey';

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
    leftInChat.add(this.leave);
  }

  /** Leaves the queue or ends the chat with the agent, whichever the page offers now (nothing once it is over). */
  private readonly leave = async () => {
    leftInChat.delete(this.leave);
    if (this.page.isClosed()) return;
    const leaveQueue = this.page.getByRole('button', { name: /^(Leave the queue|退出排队)$/ });
    if (await leaveQueue.isVisible()) {
      await leaveQueue.click({ timeout: 5_000 });
      await expect(leaveQueue).toBeHidden({ timeout: 10_000 });
    } else if (await this.page.getByRole('button', { name: /^(End chat|结束会话)$/ }).isVisible()) {
      await this.endChat();
      await expect(this.page.getByRole('button', { name: /^(End chat|结束会话)$/ })).toBeHidden({ timeout: 10_000 });
    }
  };

  /** The evaluation the agent invited, inside the chat. */
  get evaluationForm() {
    return this.page.getByRole('form', { name: /^(Rate our service|服务评价)$/ });
  }

  /** What the chat says once the evaluation is in. */
  get evaluationDone() {
    return this.page.getByTestId('evaluation-done');
  }

  /** In the evaluation form: the stars, a reason, submit. */
  async evaluate(score: number, reason?: string) {
    const form = this.evaluationForm;
    await form.getByRole('radio').nth(score - 1).click();
    if (reason) await form.getByRole('button', { name: reason }).click();
    await form.getByRole('button', { name: /^(Submit|提交)$/ }).click();
  }

  /** Ends the chat with the agent: the button, then the confirmation. */
  async endChat() {
    await this.page.getByRole('button', { name: /^(End chat|结束会话)$/ }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: /^(End the chat|确认结束)$/ }).click();
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

  /** The sessions in service now: the list also keeps the agent's chats that ended in the last day (demo data has some). */
  servingSessions() {
    return this.sessions().filter({ hasText: /In service|服务中/ });
  }

  visitorMessages() {
    return this.page.getByTestId('wb-msg-2');
  }

  async reply(text: string) {
    await this.page.getByRole('textbox', { name: /Type a reply|输入回复/ }).fill(text);
    await this.page.getByRole('button', { name: /^(Send|发送)$/ }).click();
  }

  async inviteEvaluation() {
    await (await chatAction(this.page, /^(Invite evaluation|邀请评价)$/)).click();
  }
}

interface PartyDetails {
  name: string;
  phone: string;
  /** Province, city and district, as the pickers show them. */
  region: [string, string, string];
  detail: string;
}

/** The pickup-order and claim cards of the classic visitor chat. */
export class VisitorCards {
  constructor(readonly page: Page) {}

  quickAction(name: RegExp) {
    return this.page.getByRole('navigation', { name: /Quick actions|快捷服务/ }).getByRole('button', { name });
  }

  /** The robot's offer of a card after a question it recognised. */
  offer(kind: 'pickup' | 'claim' | 'lookup') {
    const name = { pickup: /Book a pickup|预约寄件/, claim: /File a claim|申请理赔/, lookup: /Find my parcels|查我的包裹/ }[kind];
    return this.page.getByTestId(`card-${kind}`).getByRole('button', { name });
  }

  get pickupForm() {
    return this.page.getByRole('form', { name: /Book a pickup|预约寄件/ });
  }

  get claimForm() {
    return this.page.getByRole('form', { name: /File a claim|申请理赔/ });
  }

  party(role: 'Sender' | 'Receiver') {
    return this.pickupForm.getByRole('group', { name: role, exact: true });
  }

  async fillParty(role: 'Sender' | 'Receiver', p: PartyDetails) {
    const g = this.party(role);
    await g.getByLabel('Name', { exact: true }).fill(p.name);
    await g.getByLabel('Phone', { exact: true }).fill(p.phone);
    // Each list loads when its parent is chosen: selectOption waits for the option to arrive.
    await g.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: p.region[0] });
    await g.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: p.region[1] });
    await g.getByRole('combobox', { name: 'District', exact: true }).selectOption({ label: p.region[2] });
    await g.getByLabel('Street and number', { exact: true }).fill(p.detail);
  }

  /** The problem shown under a field, found by the field's label within `scope`. */
  fieldError(scope: ReturnType<Page['locator']>, label: string) {
    return scope.locator('.field', { has: this.page.getByText(label, { exact: true }) }).locator('.field-error');
  }

  get pickupConfirmation() {
    return this.page.getByTestId('pickup-confirmation');
  }

  get claimConfirmation() {
    return this.page.getByTestId('claim-confirmation');
  }
}

/** The streamed AI chat at `/newhuang/aiChat`. */
export class AiChat {
  constructor(readonly page: Page) {}

  async open(locale: 'en' | 'zh' = 'en') {
    await this.page.addInitScript((l) => localStorage.setItem('ccim_locale', l), locale);
    await this.page.goto('/newhuang/aiChat');
    await expect(this.answers().first()).toBeVisible();
  }

  questions() {
    return this.page.getByTestId('ai-question');
  }

  answers() {
    return this.page.getByTestId('ai-answer');
  }

  /** Asks and waits for the stream to end: the answer's feedback buttons appear only once it is stored. */
  async ask(text: string) {
    const count = await this.answers().count();
    await this.page.getByRole('textbox', { name: /Ask the AI assistant|向智能助手提问/ }).fill(text);
    await this.page.getByRole('button', { name: /^(Send|发送)$/ }).click();
    const answer = this.answers().nth(count);
    await expect(answer.getByRole('button', { name: /^(Useful|有用)$/ })).toBeVisible();
    return answer;
  }
}

/** The robot's skills under a waybill card, and the parcel lookup card. */
export class VisitorSkills {
  constructor(readonly page: Page) {}

  /** The skill chips of the latest robot waybill answer. */
  chip(name: string) {
    return this.page.getByTestId('msg-3').last().getByRole('group', { name: /More about this waybill|查看运单更多信息/ }).getByRole('button', { name, exact: true });
  }

  result(skill: 'delivery' | 'fee' | 'address' | 'sendOrg' | 'receipt') {
    return this.page.getByTestId(`skill-${skill}`);
  }

  get lookupForm() {
    return this.page.getByRole('form', { name: /Find parcels by phone or order number|按手机号或订单号查包裹/ });
  }
}
