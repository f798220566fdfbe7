import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';
import { VisitorChat } from './pages/visitor';

const COMPLAINT = 'How do I complain about a courier';

test.describe('robot learning from use', () => {
  test('a visitor picks a "did you mean" suggestion, and an admin adds that wording to the entry in one click', async ({ page, browser }) => {
    // The digits make the wording this run's own (numbers of six digits or more are not words to the robot).
    const wording = `courier ${String(Date.now()).slice(-7)}`;
    const visitor = new VisitorChat(page);
    await visitor.open();
    await visitor.send(wording);
    await expect(visitor.robotAnswers().last()).toContainText('Did you mean');
    await visitor.robotAnswers().last().getByRole('button', { name: COMPLAINT }).click();
    await expect(visitor.robotAnswers().last()).toContainText('We are sorry for the experience');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.getByRole('link', { name: 'Unanswered questions' }).or(admin.getByRole('menuitem', { name: 'Unanswered questions' })).first().click();
    const m = new ManagementPage(admin);
    await m.search(wording);
    await m.row(wording).getByRole('button', { name: 'Teach the robot' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`Which entry answers "${wording}"?`);
    // The entry the visitor picked comes first, with the count of picks.
    const first = dialog.getByRole('listitem').first();
    await expect(first).toContainText(COMPLAINT);
    await expect(first).toContainText('Picked by visitors: 1');
    await first.getByRole('button', { name: 'Add as a similar question' }).click();
    await expect(admin.getByText('Added: the robot now answers this question with that entry')).toBeVisible();
    await expect(m.row(wording)).toContainText('Handled');

    // The robot now answers that wording itself.
    await visitor.send(wording);
    await expect(visitor.robotAnswers().last()).toContainText('We are sorry for the experience');
    await adminContext.close();
  });
});
