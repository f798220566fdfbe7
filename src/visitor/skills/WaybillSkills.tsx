import { useCallback, useEffect, useState } from 'react';
import { call } from '../api';
import type { Locale, Translate } from '../i18n';
import { SkillResult } from './SkillResult';
import { SKILLS, skillPath, type SkillAnswer, type SkillId } from './waybillSkills';

type Shown = { skill: SkillId; state: 'loading' } | { skill: SkillId; state: 'error'; message: string } | { skill: SkillId; state: 'ready'; answer: SkillAnswer };

/** The chips under a waybill card: each asks its `qa/` skill about this waybill; `initial` opens on the one the question asked. */
export function WaybillSkills({ waybillNo, initial, locale, t }: { waybillNo: string; initial: SkillId | null; locale: Locale; t: Translate }) {
  const [shown, setShown] = useState<Shown | null>(initial ? { skill: initial, state: 'loading' } : null);

  // Only the answer sets state here, so the card can open on the asked skill from an effect.
  const load = useCallback(
    (skill: SkillId) =>
      call<Omit<SkillAnswer, 'skill'>>('POST', skillPath(skill), { waybillNo }).then(
        (answer) => setShown((s) => (s?.skill === skill ? { skill, state: 'ready', answer: { ...answer, skill } as SkillAnswer } : s)),
        (e: Error) => setShown((s) => (s?.skill === skill ? { skill, state: 'error', message: e.message } : s)),
      ),
    [waybillNo],
  );

  useEffect(() => {
    if (initial) void load(initial);
  }, [initial, load]);

  const ask = (skill: SkillId) => {
    setShown({ skill, state: 'loading' });
    void load(skill);
  };

  return (
    <div className="skills">
      <div className="hot" role="group" aria-label={t('skillsLabel')}>
        {SKILLS.map((s) => (
          <button key={s.id} type="button" className={shown?.skill === s.id ? 'chip on' : 'chip'} aria-pressed={shown?.skill === s.id} onClick={() => ask(s.id)}>
            {t(`skill_${s.id}`)}
          </button>
        ))}
      </div>
      {shown?.state === 'loading' && <div className="muted small">{t('loading')}</div>}
      {shown?.state === 'error' && (
        <div className="error small" role="alert">
          {shown.message || t('loadFailed')}
        </div>
      )}
      {shown?.state === 'ready' && <SkillResult a={shown.answer} locale={locale} t={t} />}
    </div>
  );
}
