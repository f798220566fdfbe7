import { afterEach, describe, expect, it } from 'vitest';
import { cardsReducer, CARDS_KEY, loadCards, saveCards, type Card } from '../../../src/visitor/cards/cardsState';
import { intentOf } from '../../../src/visitor/cards/intent';

describe('cards in the conversation', () => {
  afterEach(() => localStorage.clear());

  it('offers a card once, and not while its form is open', () => {
    let s = cardsReducer([], { type: 'offer', kind: 'pickup', id: 'o1', at: 1 });
    s = cardsReducer(s, { type: 'offer', kind: 'pickup', id: 'o2', at: 2 });
    expect(s.map((c) => c.id)).toEqual(['o1']);
    s = cardsReducer(s, { type: 'open', kind: 'pickup', id: 'f1', at: 3, fromOffer: 'o1' });
    expect(s).toEqual([{ id: 'f1', kind: 'pickup', at: 3, stage: 'form' }]);
    expect(cardsReducer(s, { type: 'offer', kind: 'pickup', id: 'o3', at: 4 })).toBe(s);
    // Another kind is offered beside it.
    expect(cardsReducer(s, { type: 'offer', kind: 'claim', id: 'o4', at: 4 }).map((c) => c.id)).toEqual(['f1', 'o4']);
  });

  it('keeps one open form per kind; cancelling removes it; a filed form becomes its confirmation', () => {
    let s = cardsReducer([], { type: 'open', kind: 'claim', id: 'c1', at: 1 });
    expect(cardsReducer(s, { type: 'open', kind: 'claim', id: 'c2', at: 2 })).toBe(s);
    s = cardsReducer(s, { type: 'claimDone', id: 'c1', result: { claimNo: 'CL1', waybillNo: 'YT1', existing: false } });
    expect(s).toEqual([{ id: 'c1', kind: 'claim', at: 1, stage: 'done', result: { claimNo: 'CL1', waybillNo: 'YT1', existing: false } }]);
    // With the first filed, a new claim form can open.
    s = cardsReducer(s, { type: 'open', kind: 'claim', id: 'c2', at: 2 });
    expect(s.map((c) => `${c.id}:${c.stage}`)).toEqual(['c1:done', 'c2:form']);
    expect(cardsReducer(s, { type: 'cancel', id: 'c2' }).map((c) => c.id)).toEqual(['c1']);
    // A result for the other kind's card changes nothing.
    expect(cardsReducer(s, { type: 'pickupDone', id: 'c2', result: { orderNo: 'RO1', pickupAt: null } })).toEqual(s);
  });

  it('keeps only confirmations over a reload, and survives unreadable storage', () => {
    const cards: Card[] = [
      { id: 'p1', kind: 'pickup', at: 1, stage: 'done', result: { orderNo: 'RO1', pickupAt: null } },
      { id: 'o1', kind: 'claim', at: 2, stage: 'offer' },
      { id: 'f1', kind: 'claim', at: 3, stage: 'form' },
    ];
    saveCards(cards);
    expect(loadCards()).toEqual([cards[0]]);
    localStorage.setItem(CARDS_KEY, '{not json');
    expect(loadCards()).toEqual([]);
    localStorage.setItem(CARDS_KEY, '[null, 3, {"stage":"done"}]');
    expect(loadCards()).toEqual([]);
  });

  it('recognises pickup and claim requests in both languages, claims first', () => {
    expect(intentOf('我要寄件')).toBe('pickup');
    expect(intentOf('I want to book a pickup')).toBe('pickup');
    expect(intentOf('hi', 'How do I send a parcel')).toBe('pickup');
    expect(intentOf('包裹破损了怎么办')).toBe('claim');
    expect(intentOf('I want to claim compensation for my shipment')).toBe('claim');
    expect(intentOf('运费怎么算的？')).toBeNull();
    expect(intentOf('where is my parcel', undefined, null)).toBeNull();
  });
});
