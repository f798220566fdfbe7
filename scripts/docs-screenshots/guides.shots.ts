import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ManagementPage } from '../../tests/e2e/pages/management';
import { ReportPage } from '../../tests/e2e/pages/reports';
import { signIn } from '../../tests/e2e/pages/shell';
import { VisitorChat } from '../../tests/e2e/pages/visitor';
import { atDesk, Conversation } from '../../tests/e2e/pages/workbench';

const lang = process.env.DOCS_LANG === 'zh' ? 'zh' : 'en';
const VIEWPORT = { width: 1280, height: 800 };
const TEXT = {
  en: { ask: 'How do I track my parcel?', late: 'Hello, my parcel SF1234567890 has not arrived', reply: 'Let me check the tracking for you.', waiting: 'I need to change the delivery address' },
  zh: { ask: '怎么查询我的快递？', late: '你好，我的快递 SF1234567890 还没到', reply: '我帮您查一下物流信息。', waiting: '我想修改收货地址' },
}[lang];

/** A guide's picture: the window from the top (a long menu scrolls to its open item), fonts in, animations ended. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: path.resolve(import.meta.dirname, '../../docs/images', lang, `${name}.png`) });
}

async function staff(browser: Browser, username: string, at: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  await context.addInitScript((l) => localStorage.setItem('ccim_locale', l), lang);
  const page = await context.newPage();
  await signIn(page, username, at);
  return page;
}

async function visitorAsking(browser: Browser, text: string): Promise<VisitorChat> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', lang);
  await visitor.send(text);
  await expect(visitor.robotAnswers().last()).toBeVisible();
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  return visitor;
}

test(`the role guides' screenshots (${lang})`, async ({ browser }) => {
  // Agent: a visitor asks the robot, then a person; agent1 turns ready, gets the chat and answers.
  const agent = await atDesk(browser, 'agent1', { ready: false, locale: lang });
  const visitor = await visitorAsking(browser, TEXT.ask);
  await agent.shell.availability.check();
  await visitor.send(TEXT.late);
  const desk = new Conversation(agent.page);
  await desk.openBy(TEXT.late);
  await desk.composer.fill(TEXT.reply);
  await desk.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText(TEXT.reply);
  await shot(agent.page, 'agent-workbench');
  await agent.page.getByRole('tab', { name: /Quick replies|快捷回复/ }).click();
  await expect(agent.page.getByTestId('quick-reply').first()).toBeVisible();
  await shot(agent.page, 'agent-quick-replies');
  await shot(visitor.page, 'visitor-chat');

  // Supervisor: agent1 goes busy, so a second visitor waits; the live picture, the dashboard and two reports.
  await agent.shell.availability.uncheck();
  const waiting = await visitorAsking(browser, TEXT.waiting);
  await waiting.send(TEXT.waiting);
  const sup = await staff(browser, 'supervisor', '/liveSupervision');
  await expect(sup.getByTestId('sv-waiting').filter({ hasText: TEXT.waiting })).toBeVisible();
  await sup.getByTestId('sv-agent').getByRole('button').filter({ hasText: TEXT.reply }).click();
  await expect(sup.getByTestId('sv-transcript').getByText(TEXT.late)).toBeVisible();
  await shot(sup, 'supervisor-live');
  await sup.goto('/');
  await expect(sup.locator('[data-report="home"] [data-chart] .recharts-wrapper')).toHaveCount(3);
  await shot(sup, 'supervisor-home');
  const report = new ReportPage(sup);
  for (const [route, name] of [['/sessionStatisticsReport', 'supervisor-statistics'], ['/historySessionReport', 'supervisor-history']] as const) {
    await report.open(route);
    await expect(report.rows.first()).toBeVisible();
    await shot(sup, name);
  }

  // Admin: agents, the robot's knowledge base, the service settings, the audit log.
  const admin = await staff(browser, 'admin', '/agentMgt');
  const screens = new ManagementPage(admin);
  for (const [route, name] of [['/agentMgt', 'admin-agents'], ['/robotQaMgt', 'admin-robot-qa'], ['/auditLog', 'admin-audit-log']] as const) {
    await screens.open(route);
    await expect(screens.rows.first()).toBeVisible();
    await shot(admin, name);
  }
  await screens.open('/sessionServiceConfig');
  await expect(admin.locator('form input').first()).toBeVisible();
  await shot(admin, 'admin-service-settings');
});
