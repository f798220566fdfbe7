import { describe, expect, it } from 'vitest';
import { intentOf } from '../../../src/visitor/cards/intent';
import { KEYWORD_RE, skillOf, skillPath } from '../../../src/visitor/skills/waybillSkills';

describe('waybill skills', () => {
  it('reads the skill a question asks for, in both languages', () => {
    expect(skillOf('YT1234567890123 什么时候到')).toBe('delivery');
    expect(skillOf('when will YT1234567890123 arrive?')).toBe('delivery');
    expect(skillOf('YT1234567890123 运费多少')).toBe('fee');
    expect(skillOf('how much is the COD on it')).toBe('fee');
    expect(skillOf('收件地址是哪里')).toBe('address');
    expect(skillOf('which outlet was it sent from')).toBe('sendOrg');
    expect(skillOf('谁签收的')).toBe('receipt');
    expect(skillOf('YT1234567890123')).toBeNull();
    expect(skillOf(undefined)).toBeNull();
  });

  it('asks each skill through its own qa call', () => {
    expect(skillPath('delivery')).toBe('robot:/qa/doDelivery');
    expect(skillPath('fee')).toBe('robot:/qa/doCollectMoney');
    expect(skillPath('address')).toBe('robot:/qa/doAddress');
    expect(skillPath('sendOrg')).toBe('robot:/qa/doSendOrg');
    expect(skillPath('receipt')).toBe('robot:/qa/doBillReceipt');
  });

  it('offers the lookup for a bare mobile or order number only, and takes what the server takes', () => {
    expect(intentOf('13900000002')).toBe('lookup');
    expect(intentOf(' DD20240001 ')).toBe('lookup');
    expect(intentOf('my number is 13900000002')).toBeNull();
    // A waybill number is the robot's own business.
    expect(intentOf('YT1234567890123')).toBeNull();
    expect(KEYWORD_RE.test('DD-2024-0001')).toBe(true);
    expect(KEYWORD_RE.test('abc')).toBe(false);
    expect(KEYWORD_RE.test('13900000002 ')).toBe(false);
  });
});
