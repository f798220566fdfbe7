import { expect, test } from './journey';
import { VisitorCards, VisitorChat, VisitorSkills } from './pages/visitor';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a waybill question opens on the skill it asks for, and the card's other skills answer too", async ({ page }) => {
  const chat = new VisitorChat(page);
  const skills = new VisitorSkills(page);
  await chat.open('/newhuang/chat');
  await chat.send('YT1234567890123 什么时候到');
  await expect(chat.robotAnswers().last()).toContainText('Waybill YT1234567890123');
  // qa/doDelivery, opened by "什么时候到".
  await expect(skills.result('delivery')).toContainText('In transit · 北京');
  await expect(skills.result('delivery')).toContainText('Estimated delivery:');
  await expect(skills.result('delivery')).toContainText('Latest: Arrived at Beijing hub');

  await skills.chip('Fee and COD').click();
  await expect(skills.result('fee')).toHaveText(/Freight ¥12 · weight 1\.2 kg\s*No cash on delivery\./);
  await skills.chip('Sending outlet').click();
  await expect(skills.result('sendOrg')).toHaveText('Sent from outlet 上海浦东营业部 (上海)');
  // Not signed for yet: the server says so.
  await skills.chip('Proof of delivery').click();
  await expect(page.getByTestId('msg-3').last().getByRole('alert')).toContainText('has not been signed for yet');

  // The robot's service is rated once per session (submitRobotEvaluate), and stays rated over a reload.
  await page.getByRole('group', { name: 'How did the robot do?' }).getByRole('button', { name: '4 stars' }).click();
  await expect(page.locator('.system', { hasText: 'Thank you!' })).toBeVisible();
  await page.reload();
  await expect(chat.robotAnswers().last()).toContainText('Waybill YT1234567890123');
  await expect(page.locator('.system', { hasText: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'How did the robot do?' })).toHaveCount(0);
});

test('a bare mobile number is offered the parcel lookup, which an anonymous visitor may use by order or waybill number only', async ({ page }) => {
  const chat = new VisitorChat(page);
  const cards = new VisitorCards(page);
  const skills = new VisitorSkills(page);
  await chat.open('/newhuang/chat');
  await chat.send('13900000002');
  await cards.offer('lookup').click();
  await expect(skills.lookupForm.getByLabel('Mobile, order or waybill number', { exact: true })).toHaveValue('13900000002');
  await skills.lookupForm.getByRole('button', { name: 'Search' }).click();
  // A phone number names someone's parcels: only a visitor whose channel signed that phone may look it up.
  await expect(skills.lookupForm.getByRole('alert')).toHaveText('Parcels can be looked up by phone number only for your own signed-in account. Please enter the waybill or order number.');
  await skills.lookupForm.getByLabel('Mobile, order or waybill number', { exact: true }).fill('DD20240002');
  await skills.lookupForm.getByRole('button', { name: 'Search' }).click();
  await expect(skills.lookupForm.getByRole('status')).toContainText('1 parcel(s) found');
  await expect(skills.lookupForm.getByText('Waybill YT9876543210987 · Delivered')).toBeVisible();

  await skills.lookupForm.getByLabel('Mobile, order or waybill number', { exact: true }).fill('DD99999999');
  await skills.lookupForm.getByRole('button', { name: 'Search' }).click();
  await expect(cards.fieldError(skills.lookupForm, 'Mobile, order or waybill number')).toHaveText('Nothing was found for this number.');
});

test("a damaged parcel named by its waybill is answered from the base, the parcel's card beside it, and the claim starts with it", async ({ page }) => {
  const chat = new VisitorChat(page);
  const cards = new VisitorCards(page);
  await chat.open('/newhuang/chat');
  await chat.send('my parcel YT1234567890123 arrived damaged');
  const reply = chat.robotAnswers().last();
  await expect(reply).toContainText('Please take photos and refuse the parcel at delivery');
  await expect(reply).toContainText('Waybill YT1234567890123');
  await expect(reply.getByRole('button', { name: 'Useful', exact: true })).toBeVisible();
  await cards.quickAction(/File a claim/).click();
  await expect(cards.claimForm.getByLabel('Waybill number', { exact: true })).toHaveValue('YT1234567890123');
});
