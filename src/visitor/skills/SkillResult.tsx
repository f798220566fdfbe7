import { dateTimeText } from '../../common/clock';
import { pick, type Locale, type Translate } from '../i18n';
import type { SkillAnswer } from './waybillSkills';

const when = (at: number, locale: Locale) => dateTimeText(at, locale);

/** One skill's answer, in the visitor's language. */
export function SkillResult({ a, locale, t }: { a: SkillAnswer; locale: Locale; t: Translate }) {
  const lines: string[] = [];
  switch (a.skill) {
    case 'delivery':
      lines.push(`${t(`status_${a.status}` as Parameters<Translate>[0])} · ${a.receiverCity}`);
      lines.push(a.estimatedDeliveryAt ? t('resEta', { at: when(a.estimatedDeliveryAt, locale) }) : t('resNoEta'));
      if (a.lastTrack) lines.push(t('resLatest', { text: pick(locale, a.lastTrack.text) }));
      break;
    case 'fee':
      lines.push(t('resFee', { fee: a.fee, kg: a.weightKg }));
      lines.push(a.collectAmount > 0 ? t('resCod', { amount: a.collectAmount }) : t('resNoCod'));
      break;
    case 'address':
      lines.push(t('resRoute', { from: a.senderCity, to: a.receiverCity }));
      lines.push(t('resReceiver', { name: a.receiverName, address: a.receiverAddress }));
      break;
    case 'sendOrg':
      lines.push(t('resSendOrg', { org: a.sendOrg, city: a.senderCity }));
      break;
    case 'receipt':
      lines.push(t('resSigned', { name: a.signedBy, city: a.signedCity, at: a.signedAt ? when(a.signedAt, locale) : '—' }));
      break;
  }
  return (
    <div className="skill-result" data-testid={`skill-${a.skill}`}>
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </div>
  );
}
