import { useEffect, useState } from 'react';
import { CHANNEL_ENTRIES, entryFor } from '../common/channels';
import { mobileRedirectTarget } from '../common/mobileRedirect';
import { helpCentreHref, type Notice } from '../common/visitorShell';
import { identify } from './api';
import { AiChatPage } from './AiChatPage';
import { ChatPage } from './ChatPage';
import { EvaluatePage } from './EvaluatePage';
import { pick, useLocale } from './i18n';
import { NoticeBar } from './NoticeBar';

const DEFAULT_ENTRY = entryFor('/newhuang/chat')!;

/**
 * Picks the page from the path: a channel entry (classic or AI chat) or the evaluation page `/evaluate/<id>`.
 * `notice` is the announcement the server wrote into the page (undefined: not written, so it is asked for); the
 * first render draws what the server drew, so the announcement stays where it painted.
 */
export function VisitorApp({ notice }: { notice: Notice | null | undefined }) {
  const { locale, t, toggle } = useLocale();
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [path, setPath] = useState(() => window.location.pathname.replace(/\/+$/, '') || '/');
  const entry = entryFor(path);
  const evaluateId = entry ? null : (path.split('/').filter(Boolean)[1] ?? null);
  const shown = entry ?? DEFAULT_ENTRY;

  useEffect(() => {
    const target = mobileRedirectTarget(navigator.userAgent, window.location, CHANNEL_ENTRIES.map((e) => e.route));
    if (target) {
      window.location.replace(target);
      return;
    }
    identify(shown.channel).then((u) => setToken(u.visitorToken), () => setFailed(true));
  }, [shown.channel]);

  useEffect(() => {
    document.title = `${pick(locale, shown.title)} · ${t('title')}`;
  }, [locale, shown, t]);

  return (
    <div className="app" style={{ ['--brand' as string]: shown.color }}>
      <header className="bar">
        <h1>{evaluateId ? t('evalTitle') : shown.ai ? t('aiTitle') : pick(locale, shown.title)}</h1>
        <div className="tools">
          {!evaluateId && (
            <a className="help" href={helpCentreHref(locale, shown.route)} target="_blank" rel="noopener" title={t('helpLabel')}>
              {t('help')}
            </a>
          )}
          <button type="button" className="lang" onClick={toggle} title={t('languageLabel')}>
            <span lang={locale === 'zh' ? 'en' : 'zh'}>{t('language')}</span>
            <span className="sr-only"> {t('languageLabel')}</span>
          </button>
        </div>
      </header>
      {!evaluateId && !shown.ai && <NoticeBar t={t} initial={notice} token={token} />}
      {failed ? (
        <p className="error center" role="alert">{t('loadFailed')}</p>
      ) : !token ? (
        <p className="muted center">{t('loading')}</p>
      ) : evaluateId ? (
        <EvaluatePage sessionId={evaluateId} locale={locale} t={t} />
      ) : shown.ai ? (
        <AiChatPage
          locale={locale}
          t={t}
          onHandedOver={() => {
            // Handed over from the AI chat: the classic chat (queue, agent) takes over, and stays after a reload.
            window.history.replaceState(null, '', DEFAULT_ENTRY.route);
            setPath(DEFAULT_ENTRY.route);
          }}
        />
      ) : (
        <ChatPage entry={shown} token={token} locale={locale} t={t} />
      )}
    </div>
  );
}
