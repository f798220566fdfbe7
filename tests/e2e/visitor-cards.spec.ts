import { expect, test } from './journey';
import { VisitorCards, VisitorChat } from './pages/visitor';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Demo waybills with no claim yet: one per repetition, as one claim per waybill may be open at a time. */
const CLAIMABLE = ['YT5555666677778', 'KD100200300403', '9012345678', 'KY2024000101', 'SF1234567890'];

test('a visitor asking to send a parcel is offered the pickup card and books a pickup', async ({ page }) => {
  const chat = new VisitorChat(page);
  const cards = new VisitorCards(page);
  await chat.open('/newhuang/chat');
  await chat.send('我要寄件');
  await expect(chat.robotAnswers().last()).toContainText('上门取件');
  await cards.offer('pickup').click();
  await expect(cards.pickupForm).toBeVisible();

  // Nothing filled: every required field says what it needs, and nothing is sent.
  await cards.pickupForm.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(cards.pickupForm.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(cards.fieldError(cards.party('Sender'), 'Name')).toHaveText('Enter a name (up to 64 characters).');
  await expect(cards.fieldError(cards.pickupForm, 'Goods')).toHaveText('Say what you are sending (up to 128 characters).');

  await cards.fillParty('Sender', { name: '王小明', phone: '1380000', region: ['上海市', '市辖区', '浦东新区'], detail: '世纪大道100号' });
  await cards.fillParty('Receiver', { name: '李华', phone: '010-88886666', region: ['北京市', '市辖区', '朝阳区'], detail: '建国路88号' });
  await cards.pickupForm.getByLabel('Goods', { exact: true }).fill('Documents');
  await cards.pickupForm.getByLabel('Pickup time', { exact: true }).selectOption({ index: 1 });
  await expect(cards.fieldError(cards.party('Sender'), 'Phone')).toHaveText('Enter a mobile number (11 digits) or a landline with its area code.');
  await expect(cards.fieldError(cards.party('Sender'), 'Name')).toHaveCount(0);

  await cards.party('Sender').getByLabel('Phone', { exact: true }).fill('13800000001');
  await cards.pickupForm.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(cards.pickupConfirmation).toContainText('Pickup booked');
  await expect(cards.pickupConfirmation).toContainText(/Order number RO\d{16}/);
  await expect(cards.pickupConfirmation).toContainText('Courier arrives:');
  await expect(cards.pickupForm).toHaveCount(0);

  // The confirmation, with its number, is still there after a reload.
  const orderNo = await cards.pickupConfirmation.locator('.doc-no').innerText();
  await page.reload();
  await expect(cards.pickupConfirmation.locator('.doc-no')).toHaveText(orderNo);
});

test('a visitor files a claim from the quick action; an unknown waybill is refused on its field', async ({ page }, testInfo) => {
  const waybillNo = CLAIMABLE[testInfo.repeatEachIndex % CLAIMABLE.length];
  const chat = new VisitorChat(page);
  const cards = new VisitorCards(page);
  await chat.open('/newhuang/chat');
  await cards.quickAction(/File a claim/).click();
  const form = cards.claimForm;
  await expect(form).toBeVisible();

  await form.getByLabel('Waybill number', { exact: true }).fill('YT0000000000000');
  await form.getByLabel('Claim type', { exact: true }).selectOption({ label: 'Damaged parcel' });
  await form.getByLabel('Amount claimed (¥)', { exact: true }).fill('0');
  await form.getByLabel('What happened', { exact: true }).fill('The box arrived crushed and the teapot inside is broken.');
  await form.getByLabel('Contact phone', { exact: true }).fill('13900000002');
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(cards.fieldError(form, 'Amount claimed (¥)')).toHaveText('Enter an amount above 0 and up to 100,000, with at most 2 decimals.');

  await form.getByLabel('Amount claimed (¥)', { exact: true }).fill('120.5');
  await expect(cards.fieldError(form, 'Amount claimed (¥)')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  // Only the server knows the waybill does not exist.
  await expect(cards.fieldError(form, 'Waybill number')).toHaveText('No waybill with this number was found.');

  await form.getByLabel('Waybill number', { exact: true }).fill(waybillNo);
  await expect(cards.fieldError(form, 'Waybill number')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(cards.claimConfirmation).toContainText('Claim submitted');
  await expect(cards.claimConfirmation).toContainText(/Claim number CL\d{16}/);
  await expect(cards.claimConfirmation).toContainText(`For waybill ${waybillNo}`);

  // A second claim for the same waybill is answered with the one already being handled.
  const claimNo = await cards.claimConfirmation.locator('.doc-no').innerText();
  await cards.quickAction(/File a claim/).click();
  await form.getByLabel('Waybill number', { exact: true }).fill(waybillNo);
  await form.getByLabel('Claim type', { exact: true }).selectOption({ label: 'Lost parcel' });
  await form.getByLabel('Amount claimed (¥)', { exact: true }).fill('50');
  await form.getByLabel('What happened', { exact: true }).fill('Asking again about the same parcel.');
  await form.getByLabel('Contact phone', { exact: true }).fill('13900000002');
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(cards.claimConfirmation.nth(1)).toContainText('A claim for this waybill is already being handled.');
  await expect(cards.claimConfirmation.nth(1).locator('.doc-no')).toHaveText(claimNo);
});
