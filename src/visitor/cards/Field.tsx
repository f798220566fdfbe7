import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import type { FieldProblem } from './formRules';

export const problemText = (t: Translate, p: FieldProblem | undefined) => (!p ? '' : 'key' in p ? t(p.key) : p.text);

/** What a control needs to name its problem to assistive technology. */
export const invalidProps = (id: string, p: FieldProblem | undefined) => (p ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/** After a refused submit the visitor is taken to the first field to correct (on a phone it may be off screen). */
export const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/** A labelled control with its problem under it. */
export function Field({ id, label, problem, t, children }: { id: string; label: string; problem?: FieldProblem; t: Translate; children: ReactNode }) {
  return (
    <div className={problem ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}
