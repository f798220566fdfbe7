import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/visitor/api';
import { serverFieldErrors } from '../../../src/visitor/cards/formRules';
import { emptyPickup, pickupFieldOf, pickupPayload, pickupSlots, validatePickup, type PickupValues } from '../../../src/visitor/cards/pickupForm';

const NOW = new Date(2026, 10, 23, 10, 30).getTime();

const filled = (): PickupValues => ({
  sender: { name: ' 王小明 ', phone: '13800000001', region: { province: { code: '310000', name: '上海市' }, city: { code: '310100', name: '市辖区' }, district: { code: '310115', name: '浦东新区' } }, detail: ' 世纪大道100号 ' },
  receiver: { name: '李华', phone: '010-88886666', region: { province: { code: '110000', name: '北京市' }, city: { code: '110100', name: '市辖区' }, district: { code: '110105', name: '朝阳区' } }, detail: '建国路88号' },
  goods: 'Documents',
  pickupAt: '',
});

describe('pickup-order form', () => {
  it('names every required field of an empty form, and none of a complete one', () => {
    expect(Object.keys(validatePickup(emptyPickup(), NOW)).sort()).toEqual(
      ['goods', 'receiverDetail', 'receiverName', 'receiverPhone', 'receiverRegion', 'senderDetail', 'senderName', 'senderPhone', 'senderRegion'].sort(),
    );
    expect(validatePickup(filled(), NOW)).toEqual({});
  });

  it('checks phones like the server: mobiles and landlines with an area code', () => {
    for (const phone of ['13800000001', '010-88886666', '02188886666']) expect(validatePickup({ ...filled(), sender: { ...filled().sender, phone } }, NOW).senderPhone).toBeUndefined();
    for (const phone of ['1380000', '12800000001', '88886666', '138000000011']) expect(validatePickup({ ...filled(), sender: { ...filled().sender, phone } }, NOW).senderPhone).toEqual({ key: 'errPhone' });
  });

  it('wants the whole region, a street, and a receiver other than the sender', () => {
    const v = filled();
    expect(validatePickup({ ...v, receiver: { ...v.receiver, region: { ...v.receiver.region, district: null } } }, NOW).receiverRegion).toEqual({ key: 'errRegion' });
    expect(validatePickup({ ...v, sender: { ...v.sender, detail: ' 1 ' } }, NOW).senderDetail).toEqual({ key: 'errDetail' });
    expect(validatePickup({ ...v, receiver: { ...v.sender } }, NOW).receiverDetail).toEqual({ key: 'errSameAddress' });
    expect(validatePickup({ ...v, goods: 'x'.repeat(129) }, NOW).goods).toEqual({ key: 'errGoods' });
  });

  it('takes a pickup time within the next 7 days only', () => {
    expect(validatePickup({ ...filled(), pickupAt: String(NOW + 3600_000) }, NOW).pickupAt).toBeUndefined();
    expect(validatePickup({ ...filled(), pickupAt: String(NOW - 3600_000) }, NOW).pickupAt).toEqual({ key: 'errPickupAt' });
    expect(validatePickup({ ...filled(), pickupAt: String(NOW + 8 * 24 * 3600_000) }, NOW).pickupAt).toEqual({ key: 'errPickupAt' });
  });

  it('sends trimmed values with the address composed from the region and the street', () => {
    expect(pickupPayload(filled())).toEqual({
      senderName: '王小明',
      senderPhone: '13800000001',
      senderAddress: '上海市市辖区浦东新区世纪大道100号',
      receiverName: '李华',
      receiverPhone: '010-88886666',
      receiverAddress: '北京市市辖区朝阳区建国路88号',
      goods: 'Documents',
    });
    expect(pickupPayload({ ...filled(), pickupAt: String(NOW + 3600_000) }).pickupAt).toBe(NOW + 3600_000);
  });

  it("places the server's field errors on the form's fields", () => {
    const err = new ApiError('Invalid request body', 400, -1, {
      errors: [
        { field: 'receiverAddress', message: 'must differ from the sender address' },
        { field: 'senderPhone', message: 'is not in the expected format' },
        { field: 'pickupAt', message: 'must be within the next 7 days' },
        { field: 'weightKg', message: 'is not a known field' },
      ],
    });
    expect(serverFieldErrors(err, pickupFieldOf)).toEqual({ receiverDetail: { key: 'errSameAddress' }, senderPhone: { key: 'errPhone' }, pickupAt: { key: 'errPickupAt' } });
    expect(serverFieldErrors(new ApiError('down', 500, -1, null), pickupFieldOf)).toBeNull();
    expect(serverFieldErrors(new Error('x'), pickupFieldOf)).toBeNull();
  });

  it('offers two-hour windows over three days, none already begun', () => {
    const slots = pickupSlots(NOW);
    expect(slots[0]).toMatchObject({ day: 0, from: '11:00', to: '13:00', at: new Date(2026, 10, 23, 11).getTime() });
    expect(slots.filter((s) => s.day === 0)).toHaveLength(4);
    expect(slots.filter((s) => s.day === 2).map((s) => s.from)).toEqual(['09:00', '11:00', '13:00', '15:00', '17:00']);
    expect(slots.every((s) => s.at > NOW)).toBe(true);
    expect(pickupSlots(new Date(2026, 10, 23, 18).getTime()).filter((s) => s.day === 0)).toEqual([]);
  });
});
