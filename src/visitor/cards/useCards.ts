import { useCallback, useEffect, useReducer } from 'react';
import { cardsReducer, loadCards, openForm, saveCards, type Card, type CardKind, type ClaimResult, type PickupResult } from './cardsState';

const newCardId = () => `card-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Scrolls the visitor to a card: the form they asked for again, or the one just added. */
const reveal = (id: string) => requestAnimationFrame(() => document.getElementById(`${id}-title`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }));

/** The page's cards: offered when the robot recognises the intention, opened from the offer or a quick action. */
export function useCards() {
  const [cards, dispatch] = useReducer(cardsReducer, undefined, loadCards);
  useEffect(() => saveCards(cards), [cards]);

  const offer = useCallback((kind: CardKind, keyword?: string) => dispatch({ type: 'offer', kind, id: newCardId(), at: Date.now(), keyword }), []);

  const open = useCallback(
    (kind: CardKind, fromOffer?: Card) => {
      const existing = openForm(cards, kind);
      if (existing) {
        if (fromOffer) dispatch({ type: 'cancel', id: fromOffer.id });
        reveal(existing.id);
        return;
      }
      const id = newCardId();
      dispatch({ type: 'open', kind, id, at: Date.now(), fromOffer: fromOffer?.id });
      reveal(id);
    },
    [cards],
  );

  const cancel = useCallback((card: Card) => dispatch({ type: 'cancel', id: card.id }), []);
  const pickupDone = useCallback((card: Card, result: PickupResult) => dispatch({ type: 'pickupDone', id: card.id, result }), []);
  const claimDone = useCallback((card: Card, result: ClaimResult) => dispatch({ type: 'claimDone', id: card.id, result }), []);

  return { cards, offer, open, cancel, pickupDone, claimDone };
}
