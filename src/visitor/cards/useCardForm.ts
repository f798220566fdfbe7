import { useCallback, useMemo, useRef, useState } from 'react';
import { hasErrors, type FieldErrors, type FieldProblem } from './formRules';

interface Refusal<F extends string> {
  errors?: FieldErrors<F>;
  alert?: FieldProblem;
}

/**
 * A card form's state: values, field problems (checked on the first submit, then live as the visitor corrects
 * them; the server's stay until the visitor edits again), a form-wide alert, and the submitting flag that keeps
 * a second tap from filing twice.
 */
export function useCardForm<V, F extends string>(initial: () => V, validate: (v: V) => FieldErrors<F>) {
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const errors = useMemo<FieldErrors<F>>(() => (checked ? { ...serverErrors, ...validate(values) } : {}), [checked, serverErrors, validate, values]);

  const update = useCallback((next: (v: V) => V) => {
    setValues(next);
    setServerErrors({});
  }, []);

  /** Checks, then sends; a refusal is spread over the fields it names. Resolves to the answer, or null. */
  const submit = useCallback(
    async <R>(send: (v: V) => Promise<R>, refusal: (err: unknown) => Refusal<F>): Promise<R | null> => {
      if (busyRef.current) return null;
      setChecked(true);
      setServerErrors({});
      if (hasErrors(validate(values))) {
        setAlert({ key: 'errForm' });
        return null;
      }
      setAlert(null);
      busyRef.current = true;
      setBusy(true);
      try {
        return await send(values);
      } catch (err) {
        const r = refusal(err);
        setServerErrors(r.errors ?? {});
        setAlert(r.alert ?? null);
        return null;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [validate, values],
  );

  return { values, errors, alert, busy, update, submit };
}
