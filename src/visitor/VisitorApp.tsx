import { useEffect, useState } from 'react';
import { CHANNEL_ENTRIES, entryFor } from '../common/channels';
import { mobileRedirectTarget } from '../common/mobileRedirect';
import { identify } from './api';
import { AiChatPage } from './AiChatPage';
import { ChatPage } from './ChatPage';
import { EvaluatePage } from './EvaluatePage';
import { pick, useLocale } from './i18n';

const DEFAULT_ENTRY = entryFor('/newhuang/chat')!;

/** Picks the page from the path: a channel entry (classic or AI chat) or the evaluation page `/evaluate/<id>`. */
export function VisitorApp() {
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
        <button type="button" className="lang" onClick={toggle} title={t('languageLabel')}>
          <span lang={locale === 'zh' ? 'en' : 'zh'}>{t('language')}</span>
          <span className="sr-only"> {t('languageLabel')}</span>
        </button>
      </header>
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
