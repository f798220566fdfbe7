import { dateTimeText } from '../../common/clock';
import type { Locale, Translate } from '../i18n';
import type { Card, ClaimResult, PickupResult } from './cardsState';
import { ClaimCard } from './ClaimCard';
import { LookupCard } from './LookupCard';
import { PickupCard } from './PickupCard';

interface Props {
  card: Card;
  locale: Locale;
  t: Translate;
  /** The waybill the visitor last asked about, for the claim form. */
  waybillNo: string;
  onOpen(card: Card): void;
  onCancel(card: Card): void;
  onPickupDone(card: Card, result: PickupResult): void;
  onClaimDone(card: Card, result: ClaimResult): void;
}

const OFFER = { pickup: 'offerPickup', claim: 'offerClaim', lookup: 'offerLookup' } as const;
const ACTION = { pickup: 'actionPickup', claim: 'actionClaim', lookup: 'actionLookup' } as const;

/** A card in the conversation, as the robot's turn: an offer, an open form, or a confirmation. */
export function CardItem({ card, locale, t, waybillNo, onOpen, onCancel, onPickupDone, onClaimDone }: Props) {
  let body;
  if (card.stage === 'offer') {
    body = (
      <div>
        <div>{t(OFFER[card.kind])}</div>
        <button type="button" className="secondary card-offer" onClick={() => onOpen(card)}>
          {t(ACTION[card.kind])}
        </button>
      </div>
    );
  } else if (card.stage === 'form') {
    if (card.kind === 'pickup') body = <PickupCard id={card.id} locale={locale} t={t} onDone={(r) => onPickupDone(card, r)} onCancel={() => onCancel(card)} />;
    else if (card.kind === 'claim') body = <ClaimCard id={card.id} waybillNo={waybillNo} t={t} onDone={(r) => onClaimDone(card, r)} onCancel={() => onCancel(card)} />;
    else body = <LookupCard id={card.id} keyword={card.keyword ?? ''} locale={locale} t={t} onCancel={() => onCancel(card)} />;
  } else if (card.kind === 'pickup') {
    const r = (card as Extract<Card, { kind: 'pickup'; stage: 'done' }>).result;
    body = (
      <div className="card confirmation" data-testid="pickup-confirmation">
        <div className="card-title">{t('orderDone')}</div>
        <div className="doc-no">{t('orderNo', { no: r.orderNo })}</div>
        <div className="card-sub">{r.pickupAt ? t('orderPickupAt', { at: dateTimeText(r.pickupAt, locale) }) : t('orderAsap')}</div>
      </div>
    );
  } else {
    const r = (card as Extract<Card, { kind: 'claim'; stage: 'done' }>).result;
    body = (
      <div className="card confirmation" data-testid="claim-confirmation">
        <div className="card-title">{r.existing ? t('claimExisting') : t('claimDone')}</div>
        {r.claimNo && <div className="doc-no">{t('claimNo', { no: r.claimNo })}</div>}
        <div className="card-sub">{t('claimFor', { no: r.waybillNo })}</div>
        {!r.existing && <div className="card-sub">{t('claimReply')}</div>}
      </div>
    );
  }
  return (
    <div className={`row theirs${card.stage === 'form' ? ' wide' : ''}`} data-testid={`card-${card.kind}`}>
      <div className="who">{t('robot')}</div>
      <div className="bubble">{body}</div>
    </div>
  );
}
