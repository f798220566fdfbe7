export type CardKind = 'pickup' | 'claim' | 'lookup';

export interface PickupResult {
  orderNo: string;
  pickupAt: number | null;
}

export interface ClaimResult {
  claimNo: string | null;
  waybillNo: string;
  /** The waybill already had a claim being handled: nothing new was filed. */
  existing: boolean;
}

/**
 * A card in the conversation: an offer (the robot recognised the intention), an open form, or the
 * confirmation of what was filed. Cards live in the page beside the stored messages, ordered by time.
 */
export type Card =
  | { id: string; kind: CardKind; at: number; stage: 'offer' | 'form'; /** What the visitor typed, for the lookup. */ keyword?: string }
  | { id: string; kind: 'pickup'; at: number; stage: 'done'; result: PickupResult }
  | { id: string; kind: 'claim'; at: number; stage: 'done'; result: ClaimResult };

type CardAction =
  | { type: 'offer'; kind: CardKind; id: string; at: number; keyword?: string }
  | { type: 'open'; kind: CardKind; id: string; at: number; fromOffer?: string }
  | { type: 'cancel'; id: string }
  | { type: 'pickupDone'; id: string; result: PickupResult }
  | { type: 'claimDone'; id: string; result: ClaimResult };

/** The one open form of a kind, if any: asking again brings the visitor back to it rather than adding another. */
export const openForm = (cards: Card[], kind: CardKind) => cards.find((c) => c.kind === kind && c.stage === 'form');

export function cardsReducer(cards: Card[], action: CardAction): Card[] {
  switch (action.type) {
    case 'offer':
      // No offer while the form is open or the same offer is still waiting to be taken.
      if (cards.some((c) => c.kind === action.kind && (c.stage === 'form' || c.stage === 'offer'))) return cards;
      return [...cards, { id: action.id, kind: action.kind, at: action.at, stage: 'offer', ...(action.keyword ? { keyword: action.keyword } : {}) }];
    case 'open': {
      const from = cards.find((c) => c.id === action.fromOffer);
      const rest = from ? cards.filter((c) => c !== from) : cards;
      if (openForm(rest, action.kind)) return rest;
      const keyword = from && from.stage !== 'done' ? from.keyword : undefined;
      return [...rest, { id: action.id, kind: action.kind, at: action.at, stage: 'form', ...(keyword ? { keyword } : {}) }];
    }
    case 'cancel':
      return cards.filter((c) => c.id !== action.id);
    case 'pickupDone':
      return cards.map((c) => (c.id === action.id && c.kind === 'pickup' ? { id: c.id, kind: 'pickup', at: c.at, stage: 'done', result: action.result } : c));
    case 'claimDone':
      return cards.map((c) => (c.id === action.id && c.kind === 'claim' ? { id: c.id, kind: 'claim', at: c.at, stage: 'done', result: action.result } : c));
  }
}

export const CARDS_KEY = 'ccim_visitor_cards';
const KEEP = 20;

/** Confirmations outlive a reload (the visitor may need the number again); offers and half-filled forms do not. */
export function loadCards(): Card[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(CARDS_KEY) ?? '[]');
    return Array.isArray(v) ? (v as Card[]).filter((c) => c && c.stage === 'done' && typeof c.id === 'string' && typeof c.at === 'number') : [];
  } catch {
    return [];
  }
}

export function saveCards(cards: Card[]): void {
  try {
    localStorage.setItem(CARDS_KEY, JSON.stringify(cards.filter((c) => c.stage === 'done').slice(-KEEP)));
  } catch {
    // Storage full or blocked (private mode): the confirmations stay on screen for this visit only.
  }
}
