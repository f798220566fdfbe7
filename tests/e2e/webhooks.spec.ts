import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './journey';
import { Webhook } from 'standardwebhooks';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A real receiver on 127.0.0.1 (the e2e server runs with WEBHOOK_ALLOW_LOOPBACK=true). */
async function startReceiver() {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { got, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ccim-events`, close: () => new Promise((r) => server.close(r)) };
}

test('an admin registers a webhook, sees its secret once, and follows and resends a delivery', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, 'admin');
    await page.getByTestId('menu-webhookMgt').click();
    await page.waitForURL(/\/webhookMgt/);
    const screen = new ManagementPage(page);
    await screen.create();
    await screen.input(/^Name/).fill('Data warehouse');
    await screen.input(/^Address \(URL\)/).fill(receiver.url);
    // The usual events are chosen already; message events stay opt-in.
    await expect(page.getByRole('checkbox', { name: 'Session created' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Contact reasons set' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'SLA target missed' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Message sent (opt-in)' })).not.toBeChecked();
    await screen.save();

    // The secret, once.
    const dialog = page.getByTestId('webhook-secret');
    await expect(dialog.getByText('Signing secret')).toBeVisible();
    const secret = await dialog.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Delivery log', exact: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // An event: a visitor asks the robot, which opens a session.
    const visitor = await page.request.get('/ccim-robot/api/im/getCurrentUser?channel=100');
    const token = ((await visitor.json()) as { data: { visitorToken: string } }).data.visitorToken;
    const asked = await page.request.post('/ccim-robot/api/im/answer', { headers: { 'X-Visitor-Token': token }, data: { question: 'Where is my parcel?', channel: 100 } });
    expect(asked.ok()).toBe(true);

    // The delivery shows in the log (the Refresh button re-reads it).
    const row = page.locator('.RaDatagrid-tbody tr').filter({ hasText: 'Session created' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.filter({ hasText: 'Delivered' })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText('204');
    const first = receiver.got.find((g) => g.body.includes('"session.created"'))!;
    expect((new Webhook(secret).verify(first.body, first.headers) as { type: string }).type).toBe('session.created');

    // Resend: the same event arrives again, signed, and the log counts a second attempt.
    const before = receiver.got.length;
    await row.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => receiver.got.length, { timeout: 30_000 }).toBeGreaterThan(before);
    const again = receiver.got[receiver.got.length - 1];
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    new Webhook(secret).verify(again.body, again.headers);
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.locator('td').filter({ hasText: /^2$/ })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    // In Chinese (back at the top, where the header shows).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { name: '投递记录', exact: true })).toBeVisible();
    await expect(page.getByTestId('menu-webhookMgt')).toContainText('Webhook 推送');
    await expect(row.first()).toBeHidden();
    await expect(page.locator('.RaDatagrid-tbody tr').filter({ hasText: '会话创建' }).filter({ hasText: '已送达' })).toHaveCount(1);
  } finally {
    await receiver.close();
  }
});
