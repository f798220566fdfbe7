import { expect, type Locator, type Page } from '@playwright/test';

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
    await this.page.getByRole('button', { name: /^(Transfer|转接)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /Transfer the chat|转接会话/ });
    await dialog.getByTestId('transfer-agent').filter({ hasText: agentLabel }).click();
    await dialog.getByRole('textbox', { name: /Note for the colleague|转接说明/ }).fill(note);
    await dialog.getByRole('button', { name: /^(Transfer|转接)$/ }).click();
    await expect(dialog).toBeHidden();
  }
}
