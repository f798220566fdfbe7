import { useState } from 'react';
import { ApiError, call } from './api';
import type { Translate } from './i18n';

const ratedKey = (sessionId: string) => `ccim_robot_rated:${sessionId}`;

/** The robot's service rated once per session (`openChannel/submitRobotEvaluate`), one to five stars. */
export function RobotRating({ sessionId, t }: { sessionId: string; t: Translate }) {
  const [rated, setRated] = useState(() => localStorage.getItem(ratedKey(sessionId)) === '1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server's refusal (rated already, from another tab): said as it is, never thanked for. */
  const [refused, setRefused] = useState<string | null>(null);

  const rate = async (score: number) => {
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/openChannel/submitRobotEvaluate', { sessionId, score });
      localStorage.setItem(ratedKey(sessionId), '1');
      setRated(true);
    } catch (e) {
      if (e instanceof ApiError && e.envelopeStatus === -2) setRefused(e.message);
      else setError(e instanceof Error && e.message ? e.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (rated) return <div className="system">{t('thanks')}</div>;
  if (refused)
    return (
      <div className="robot-rating muted small" role="alert">
        {refused}
      </div>
    );
  return (
    <div className="robot-rating">
      <span className="muted small" id={`rate-${sessionId}`}>
        {t('rateRobot')}
      </span>
      <span className="stars small-stars" role="group" aria-labelledby={`rate-${sessionId}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" className="star" disabled={busy} aria-label={t('stars', { n })} onClick={() => void rate(n)}>
            ★
          </button>
        ))}
      </span>
      {error && (
        <span className="error small" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
