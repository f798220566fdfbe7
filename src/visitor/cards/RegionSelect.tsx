import type { Translate } from '../i18n';
import type { FieldProblem } from './formRules';
import { problemText } from './Field';
import type { Area, Region } from './pickupForm';
import { useAreas, type AreasStatus } from './useAreas';

interface Props {
  id: string;
  label: string;
  value: Region;
  problem?: FieldProblem;
  t: Translate;
  onChange(region: Region): void;
}

function AreaSelect({ id, label, status, areas, value, disabled, t, invalid, onPick }: { id: string; label: string; status: AreasStatus; areas: Area[]; value: Area | null; disabled: boolean; t: Translate; invalid: boolean; onPick(a: Area | null): void }) {
  return (
    <select
      id={id}
      className="input"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value?.code ?? ''}
      disabled={disabled || status !== 'ready'}
      onChange={(e) => onPick(areas.find((a) => a.code === e.target.value) ?? null)}
    >
      <option value="">{status === 'loading' ? t('areasLoading') : label}</option>
      {areas.map((a) => (
        <option key={a.code} value={a.code}>
          {a.name}
        </option>
      ))}
    </select>
  );
}

/** Province → city → district from `ccos/area/queryDistrictByPage`, each list loaded when its parent is chosen. */
export function RegionSelect({ id, label, value, problem, t, onChange }: Props) {
  const provinces = useAreas(null);
  const cities = useAreas(value.province ? value.province.code : undefined);
  const districts = useAreas(value.city ? value.city.code : undefined);
  const failed = [provinces, cities, districts].find((s) => s.status === 'error');
  return (
    <div className={problem ? 'field invalid' : 'field'} role="group" aria-label={label} aria-describedby={problem ? `${id}-error` : undefined}>
      <span className="field-label">{label}</span>
      <div className="region">
        <AreaSelect id={`${id}-province`} label={t('fieldProvince')} status={provinces.status} areas={provinces.areas} value={value.province} disabled={false} t={t} invalid={!!problem && !value.province} onPick={(a) => onChange({ province: a, city: null, district: null })} />
        <AreaSelect id={`${id}-city`} label={t('fieldCity')} status={cities.status} areas={cities.areas} value={value.city} disabled={!value.province} t={t} invalid={!!problem && !value.city} onPick={(a) => onChange({ ...value, city: a, district: null })} />
        <AreaSelect id={`${id}-district`} label={t('fieldDistrict')} status={districts.status} areas={districts.areas} value={value.district} disabled={!value.city} t={t} invalid={!!problem && !value.district} onPick={(a) => onChange({ ...value, district: a })} />
      </div>
      {failed && (
        <p className="field-error">
          {t('areasFailed')}{' '}
          <button type="button" className="link inline" onClick={failed.retry}>
            {t('retry')}
          </button>
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}
