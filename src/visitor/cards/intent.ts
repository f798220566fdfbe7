import type { CardKind } from './cardsState';

/*
 * The robot's replies carry no intention flag (robot-brain answers QA matches only), so the page recognises the
 * two it can act on from the words of the question and of the QA question the robot matched.
 */
const CLAIM_RE = /理赔|索赔|赔偿|赔付|破损|损坏|摔坏|丢件|丢失|少件|\bclaims?\b|compensat|\bdamaged\b|\bbroken\b|\blost (?:parcel|package|item)/i;
const PICKUP_RE = /寄件|寄快递|寄东西|寄包裹|寄个|下单|上门取件|预约取件|\bsend (?:a |my |an )?(?:parcel|package|item|something)|\bship\b|\bshipment\b|\bpick ?up\b|book a courier/i;

/** A bare mobile or order number: the parcels it names are found with `im/queryOrderAndWaybill`. */
const LOOKUP_RE = /^\s*(1[3-9]\d{9}|[A-Za-z]{2}\d{6,8})\s*$/;

export function intentOf(...texts: (string | undefined | null)[]): CardKind | null {
  if (texts[0] && LOOKUP_RE.test(texts[0])) return 'lookup';
  const text = texts.filter(Boolean).join('\n');
  if (CLAIM_RE.test(text)) return 'claim';
  if (PICKUP_RE.test(text)) return 'pickup';
  return null;
}
