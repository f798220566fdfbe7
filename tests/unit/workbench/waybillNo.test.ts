import { describe, expect, it } from 'vitest';
import { findWaybillNos, waybillKindOf } from '../../../src/common/waybillNo';

describe('waybill number formats', () => {
  it('tells express from freight and refuses the rest', () => {
    expect(waybillKindOf('KD100200300401')).toBe('kd');
    expect(waybillKindOf('yt1234567890123')).toBe('kd');
    expect(waybillKindOf('880012345678')).toBe('kd');
    expect(waybillKindOf('KY2024000000001')).toBe('ky');
    expect(waybillKindOf('9012345678')).toBe('ky');
    expect(waybillKindOf('13800138000')).toBeNull();
    expect(waybillKindOf('KD12')).toBeNull();
    expect(waybillKindOf('hello')).toBeNull();
  });

  it('finds the numbers in a message with their positions, not phone numbers or parts of words', () => {
    const text = 'Parcel kd100200300401, call 13800138000, ref XKD100200300401Y and 9012345678.';
    expect(findWaybillNos(text)).toEqual([
      { no: 'KD100200300401', index: 7, length: 14 },
      { no: '9012345678', index: 66, length: 10 },
    ]);
  });
});
