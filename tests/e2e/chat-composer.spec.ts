import { expect, test } from './journey';
import { chatAction } from './pages/chatActions';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here and in the work-bill journey (which finds its chat by text): this journey ends its chats and
// leaves agent5 busy, as it found it.

test('each chat keeps its own draft across switches, screens and reloads; Enter sends, Shift+Enter breaks the line', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const firstA = unique('Where is parcel A');
  const firstB = unique('Where is parcel B');
  const a = await servedByAgent5(browser, firstA);
  const b = await servedByAgent5(browser, firstB);
  const c = new Conversation(agent.page);

  // Unread chats: the count sits beside the visitor's name, never over it.
  const rowA = agent.page.getByTestId('wb-session').filter({ hasText: firstA });
  await expect(rowA.getByTestId('wb-unread')).toBeVisible();
  const name = await rowA.getByTestId('wb-session-name').boundingBox();
  const badge = await rowA.getByTestId('wb-unread').boundingBox();
  expect(name!.x + name!.width).toBeLessThanOrEqual(badge!.x);

  const idA = await c.openBy(firstA);
  await expect(c.session(idA).getByTestId('wb-unread')).toHaveCount(0);
  await c.composer.fill('Draft for A');
  const idB = await c.openBy(firstB);
  // Chat B's composer is its own: A's draft did not follow.
  await expect(c.composer).toHaveValue('');
  await c.composer.pressSequentially('Draft for B');
  await c.composer.press('Shift+Enter');
  await c.composer.pressSequentially('second line');
  await expect(c.composer).toHaveValue('Draft for B\nsecond line');
  await c.session(idA).click();
  await expect(c.composer).toHaveValue('Draft for A');

  // Work bills and back: the open chat (A) and both drafts are still there.
  await agent.page.getByRole('navigation').getByRole('link', { name: /^(Work bills|工单)$/ }).click();
  await expect(agent.page).toHaveURL(/\/workbench\/workbill/);
  await agent.page.getByRole('navigation').getByRole('link', { name: /^(Workbench|工作台)$/ }).click();
  await expect(c.messages).toHaveAttribute('data-session', idA);
  await expect(c.composer).toHaveValue('Draft for A');
  await c.session(idB).click();
  await expect(c.composer).toHaveValue('Draft for B\nsecond line');

  // A reload keeps them too.
  await agent.page.reload();
  await expect(c.messages).toHaveAttribute('data-session', idB);
  await expect(c.composer).toHaveValue('Draft for B\nsecond line');
  await c.session(idA).click();
  await expect(c.composer).toHaveValue('Draft for A');

  // Enter sends A's draft to A only; the line break of B's draft reaches B as one message of two lines.
  await c.composer.press('Enter');
  await expect(a.visitor.agentMessages().last()).toHaveText('Draft for A');
  await expect(c.composer).toHaveValue('');
  await c.session(idB).click();
  await c.composer.press('Enter');
  await expect(b.visitor.agentMessages().last()).toHaveText('Draft for B\nsecond line');
  await expect(b.visitor.agentMessages().filter({ hasText: 'Draft for A' })).toHaveCount(0);
  // Sent drafts are gone, after a reload as well.
  await agent.page.reload();
  await expect(c.composer).toHaveValue('');
  await c.session(idA).click();
  await expect(c.composer).toHaveValue('');

  // Chat B writes while A is open: B's row counts it; once B's visitor ends the chat, the badge goes with it.
  await b.visitor.send(unique('One more thing'));
  await expect(c.session(idB).getByTestId('wb-unread')).toBeVisible();
  await b.visitor.endChat();
  await expect(c.session(idB)).toContainText('Ended');
  await expect(c.session(idB).getByTestId('wb-unread')).toHaveCount(0);

  const tools = new ChatTools(agent.page);
  await tools.endSession();
  await agent.offDuty();
  await a.context.close();
  await b.context.close();
});

test('the agent confirms before ending a chat or revoking a message, and the visitor sees the agent typing', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const first = unique('Can you help me');
  const { context, visitor } = await servedByAgent5(browser, first);
  const c = new Conversation(agent.page);
  await c.openBy(first);

  // Typing shows on the visitor's page, and goes when the message is sent.
  await c.composer.pressSequentially('One moment please');
  await expect(visitor.page.getByText(/^(The agent is typing…|对方正在输入…)$/)).toBeVisible();
  await c.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('One moment please');
  await expect(visitor.page.getByText(/^(The agent is typing…|对方正在输入…)$/)).toBeHidden();

  // Revoking asks first: cancelling keeps the message.
  await new ChatTools(agent.page).revokeButton('One moment please').click();
  const revoke = agent.page.getByRole('dialog', { name: /Revoke this message\?/ });
  await expect(revoke).toContainText('The visitor sees that a message was revoked');
  await revoke.getByRole('button', { name: 'Cancel' }).click();
  await expect(revoke).toBeHidden();
  await expect(visitor.agentMessages().last()).toHaveText('One moment please');
  await new ChatTools(agent.page).revoke('One moment please');
  await expect(visitor.page.getByTestId('msg-1').getByText(/^(This message was revoked|该消息已撤回)$/)).toBeVisible();

  // Ending asks first: cancelling keeps the chat going.
  await (await chatAction(agent.page, /^End session$/)).click();
  const end = agent.page.getByRole('dialog', { name: /End this chat\?/ });
  await end.getByRole('button', { name: 'Cancel' }).click();
  await expect(end).toBeHidden();
  await c.composer.fill('Still here');
  await c.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('Still here');
  await new ChatTools(agent.page).endSession();
  await expect(visitor.system(/The session has ended/).first()).toBeVisible();
  await expect(c.composer).toBeDisabled();

  await agent.offDuty();
  await context.close();
});
