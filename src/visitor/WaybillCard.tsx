import { dateTimeText } from '../common/clock';
import { pick, type Locale, type Translate } from './i18n';
import type { SkillId } from './skills/waybillSkills';
import { WaybillSkills } from './skills/WaybillSkills';

interface Track {
  at: number;
  city: string;
  text: { en: string; zh: string };
}

export interface WaybillExtra {
  waybillNo: string;
  status: string;
  fee: number;
  estimatedDeliveryAt: number | null;
  senderCity: string;
  receiverCity: string;
  tracks: Track[];
}

/** A waybill with its tracks; while an agent serves the visitor it can be sent to them (`sendTemplateMsg`). */
interface Props {
  w: WaybillExtra;
  locale: Locale;
  t: Translate;
  onSend?: (waybillNo: string) => void;
  /** The robot's skills on this waybill, opening on the one the question asked for. */
  skills?: { initial: SkillId | null };
}

export function WaybillCard({ w, locale, t, onSend, skills }: Props) {
  const statusKey = `status_${w.status}` as Parameters<Translate>[0];
  return (
    <div className="card">
      <div className="card-title">
        {t('waybill', { no: w.waybillNo })} · {t(statusKey)}
      </div>
      <div className="card-sub">
        {w.senderCity} → {w.receiverCity} · {t('fee', { fee: w.fee })}
      </div>
      {w.estimatedDeliveryAt && <div className="card-sub">{t('eta', { at: dateTimeText(w.estimatedDeliveryAt, locale) })}</div>}
      <ol className="tracks">
        {[...w.tracks].reverse().map((tr) => (
          <li key={tr.at}>
            <time dateTime={new Date(tr.at).toISOString()}>{dateTimeText(tr.at, locale)}</time> {pick(locale, tr.text)}
          </li>
        ))}
      </ol>
      {skills && <WaybillSkills waybillNo={w.waybillNo} initial={skills.initial} locale={locale} t={t} />}
      {onSend && (
        <button type="button" className="link" onClick={() => onSend(w.waybillNo)}>
          {t('sendToAgent')}
        </button>
      )}
    </div>
  );
}
