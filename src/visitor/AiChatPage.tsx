import { useRef, useState, type FormEvent } from 'react';
import { ROBOT_BASE, runtimeConfig } from '../common/runtimeConfig';
import { call, visitorToken } from './api';
import type { Translate } from './i18n';

interface Turn {
  id: number;
  who: 'you' | 'ai';
  text: string;
}

/** Reads `event: name\ndata: json` blocks from a text/event-stream body. */
async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: { delta?: string; msg?: string } }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buf += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data) yield { event, data: JSON.parse(data) as { delta?: string; msg?: string } };
    }
  }
}

/** `/newhuang/aiChat`: the streamed AI chat (`aics/chat`), the answer growing token by token, kept as one conversation. */
export function AiChatPage({ t }: { t: Translate }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const chatId = useRef<string | null>(null);

  /** The kept conversation (`aics/chat/open`), opened with the first question; the stream works without it. */
  const ensureChat = async (): Promise<string | null> => {
    if (!chatId.current) {
      try {
        chatId.current = (await call<{ chatId: string }>('POST', 'robot:/aics/chat/open', {})).chatId;
      } catch {
        chatId.current = null;
      }
    }
    return chatId.current;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setText('');
    setBusy(true);
    const answerId = nextId.current + 1;
    nextId.current += 2;
    setTurns((ts) => [...ts, { id: answerId - 1, who: 'you', text: question }, { id: answerId, who: 'ai', text: '' }]);
    const append = (delta: string) => setTurns((ts) => ts.map((x) => (x.id === answerId ? { ...x, text: x.text + delta } : x)));
    try {
      const id = await ensureChat();
      const res = await fetch(runtimeConfig().apiHost + ROBOT_BASE + '/aics/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Visitor-Token': visitorToken() },
        body: JSON.stringify(id ? { question, chatId: id } : { question }),
      });
      if (!res.ok || !res.body) throw new Error(t('loadFailed'));
      for await (const ev of events(res.body)) {
        if (ev.event === 'delta' && ev.data.delta) append(ev.data.delta);
        if (ev.event === 'error') append(ev.data.msg ?? t('loadFailed'));
      }
    } catch (err) {
      append(err instanceof Error ? err.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chat">
      <div className="messages" aria-live="polite">
        {turns.map((x) => (
          <div key={x.id} className={`row ${x.who === 'you' ? 'mine' : 'theirs'}`}>
            <div className="bubble text">{x.text || t('aiThinking')}</div>
          </div>
        ))}
      </div>
      <form className="composer" onSubmit={(e) => void submit(e)}>
        <input className="input" value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} placeholder={t('aiPlaceholder')} aria-label={t('aiPlaceholder')} />
        <button type="submit" className="primary" disabled={busy}>
          {t('send')}
        </button>
      </form>
    </div>
  );
}
