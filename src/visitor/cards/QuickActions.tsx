import type { Translate } from '../i18n';
import type { CardKind } from './cardsState';

/** Always-visible shortcuts to the cards, above the composer while the robot serves the visitor. */
export function QuickActions({ t, onOpen }: { t: Translate; onOpen(kind: CardKind): void }) {
  return (
    <nav className="quick-actions" aria-label={t('quickActions')}>
      <button type="button" className="chip" onClick={() => onOpen('pickup')}>
        {t('actionPickup')}
      </button>
      <button type="button" className="chip" onClick={() => onOpen('claim')}>
        {t('actionClaim')}
      </button>
      <button type="button" className="chip" onClick={() => onOpen('lookup')}>
        {t('actionLookup')}
      </button>
    </nav>
  );
}
