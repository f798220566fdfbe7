import { expect, test } from './journey';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here as in the other chat journeys: the chat is ended and agent5 left off duty.

test("the agent sees the visitor typing, in the workbench's language, until the visitor pauses or sends", async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const first = unique('Is anyone there');
  const { context, visitor } = await servedByAgent5(browser, first);
  const c = new Conversation(agent.page);
  await c.openBy(first);
  const typingEn = c.messages.getByText('Visitor is typing…', { exact: true });

  // Typing shows; a pause of a few seconds takes it away (the page says it stopped).
  await visitor.input.pressSequentially('My parcel');
  await expect(typingEn).toBeVisible();
  await expect(typingEn).toBeHidden();

  // Typing again shows it again; sending takes it away and the message arrives.
  await visitor.input.pressSequentially(' has not arrived');
  await expect(typingEn).toBeVisible();
  await visitor.page.getByRole('button', { name: /^Send$/ }).click();
  await expect(c.messages.getByText('My parcel has not arrived', { exact: true })).toBeVisible();
  await expect(typingEn).toBeHidden();

  // In Chinese the workbench says it in Chinese; emptying the box is a stop too.
  await agent.page.getByTestId('language-button').click();
  await agent.page.getByRole('menuitem', { name: '简体中文' }).click();
  // A new language draws the workbench anew (react-admin remounts the app): the visitor types once it is back, in
  // Chinese, with the chat open; a typing sign sent while it was being drawn would reach no one.
  await expect(agent.page.getByTestId('wb-composer').getByRole('button', { name: '发送', exact: true })).toBeVisible();
  await expect(c.messages.getByText('My parcel has not arrived', { exact: true })).toBeVisible();
  const typingZh = c.messages.getByText('访客正在输入…', { exact: true });
  await visitor.input.pressSequentially('还在吗');
  await expect(typingZh).toBeVisible();
  await visitor.input.fill('');
  await expect(typingZh).toBeHidden();

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
  await context.close();
});
