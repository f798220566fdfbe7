import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/visitor/api';
import { claimFieldOf, claimPayload, claimRefusal, emptyClaim, validateClaim, type ClaimValues } from '../../../src/visitor/cards/claimForm';
import { serverFieldErrors } from '../../../src/visitor/cards/formRules';

const filled: ClaimValues = { waybillNo: ' yt5555666677778 ', claimType: 'damaged', amount: '120.5', description: 'The box arrived crushed.', contactPhone: '13900000002' };

describe('claim form', () => {
  it('names every field of an empty form, and starts with the waybill it is given', () => {
    expect(Object.keys(validateClaim(emptyClaim())).sort()).toEqual(['amount', 'claimType', 'contactPhone', 'description', 'waybillNo']);
    expect(emptyClaim('YT1').waybillNo).toBe('YT1');
    expect(validateClaim(filled)).toEqual({});
  });

  it('takes amounts above 0 up to 100,000 with at most two decimals', () => {
    for (const amount of ['0.01', '100000', '99.9']) expect(validateClaim({ ...filled, amount }).amount, amount).toBeUndefined();
    for (const amount of ['0', '-5', '100000.01', '1.234', 'abc', '', '1e3']) expect(validateClaim({ ...filled, amount }).amount, amount).toEqual({ key: 'errAmount' });
  });

  it('checks the waybill number, the type and the description like the server', () => {
    expect(validateClaim({ ...filled, waybillNo: 'YT-1' }).waybillNo).toEqual({ key: 'errWaybill' });
    expect(validateClaim({ ...filled, claimType: '' }).claimType).toEqual({ key: 'errClaimType' });
    expect(validateClaim({ ...filled, description: ' abcd ' }).description).toEqual({ key: 'errDescription' });
  });

  it('sends the waybill in capitals and the amount as a number', () => {
    expect(claimPayload(filled)).toEqual({ waybillNo: 'YT5555666677778', claimType: 'damaged', amount: 120.5, description: 'The box arrived crushed.', contactPhone: '13900000002' });
  });

  it('reads the refusals of aics/flow/claim', () => {
    expect(claimRefusal(new ApiError('No waybill YT0 was found; please check the number', 200, -1, null))).toEqual({ kind: 'notFound' });
    expect(claimRefusal(new ApiError('A claim for this waybill is already being handled', 200, -2, { claimNo: 'CL1' }))).toEqual({ kind: 'existing', claimNo: 'CL1' });
    expect(claimRefusal(new ApiError('A claim for this waybill is already being handled', 200, -2, null))).toEqual({ kind: 'existing', claimNo: null });
    expect(claimRefusal(new ApiError('Application error', 500, -1, null))).toBeNull();
    const bad = new ApiError('Invalid request body', 400, -1, { errors: [{ field: 'amount', message: 'must be at least 0' }, { field: 'claimType', message: 'must be one of …' }] });
    expect(serverFieldErrors(bad, claimFieldOf)).toEqual({ amount: { key: 'errAmount' }, claimType: { key: 'errClaimType' } });
  });
});
