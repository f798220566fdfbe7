import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { EvaluationReceived } from '../common/events';
import { ActionToolbar, type ToolbarAction } from './common/ActionToolbar';
import type { Lang } from '../common/systemLines';
import { Composer } from './composer/Composer';
import { FIRST_INDEX, type UiMessage } from './conversations/history';
import { MessageList } from './conversations/MessageList';
import type { LoadStates } from './conversations/useConversations';
import { EvaluationCard } from './evaluation/EvaluationCard';
import type { WorkbenchSession } from './useWorkbench';
import type { WorkbenchT } from './i18n/useWorkbenchText';
import { AUTHOR } from '../common/events';
import type { SuggestedReply, SuggestionUse } from '../common/suggestedReplies';
import { SuggestionChips } from './suggestions/SuggestionChips';

interface Props {
  session: WorkbenchSession;
  messages: UiMessage[];
  /** The signed-in agent: drafts are kept per agent and session, and only their messages say "Me". */
  agentId: string;
  /** The reader's language, for system lines. */
  lang: Lang;
  /** The history's windowing and loading state; without it the list shows `messages` as the whole history. */
  view?: { firstItemIndex: number; complete: boolean; loads?: LoadStates; readSeq: number };
  /** Loads the page before the first message (the agent scrolled to the top). */
  onLoadOlder?(): void;
  /** Loads the history again after it failed. */
  onReload?(): void;
  /** Sends a failed message again under the same clientMsgId. */
  onRetry?(clientMsgId: string): void;
  typing: boolean;
  t: WorkbenchT;
  onSend(content: string, suggestion?: SuggestionUse): Promise<string | null>;
  /** Saves an internal note (staff only). */
  onSendNote?(content: string): Promise<string | null>;
  /** The agent is typing in a chat, or stopped. */
  onTyping?(sessionId: string, typing: boolean): void;
  onAct(what: 'end' | 'invite' | 'revoke', messageId?: string): Promise<void>;
  /** Renders a text message's body (waybill numbers become links); plain text when absent. */
  renderText?(text: string): ReactNode;
  /** The header's action row, given the chat's own actions (end first, then invite); without it, those alone. */
  actions?(own: ToolbarAction[]): ReactNode;
  /** Text to add to the composer (a quick reply); a new nonce adds it once. */
  insert?: { text: string; nonce: number };
  /** The reply box's text area (the page's shortcuts focus it). */
  composerRef?: Ref<HTMLTextAreaElement>;
  /** Sends an image (picked, pasted or dropped, after its preview); answers an error text or null. */
  onSendImage?(file: File): Promise<string | null>;
  /** The visitor's evaluation, shown as a system card once it has arrived. */
  evaluation?: EvaluationReceived;
  /** A line under the header (the chat's contact reasons). */
  banner?: ReactNode;
}

type Confirm = { what: 'end' } | { what: 'revoke'; messageId: string };

/** One conversation. Every message body is rendered as text: what a visitor typed is never markup here. */
export function ChatWindow({ session, messages, agentId, lang, view, onLoadOlder, onReload, onRetry, typing, t, onSend, onSendNote, onTyping, onAct, renderText, actions, insert, composerRef, onSendImage, evaluation, banner }: Props) {
  // The revoke window is judged against a clock that ticks, not against render time.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const active = session.status === 'active';
  // The visitor's latest message: suggestions are asked for it (a new one from the message events asks again).
  const visitorSeq = useMemo(() => messages.reduce((n, m) => (m.author === AUTHOR.customer && m.seq > n ? m.seq : n), 0), [messages]);
  const [picked, setPicked] = useState<{ reply: SuggestedReply; nonce: number; sessionId: string } | null>(null);
  // Ending a chat and revoking a message are asked once more; the question belongs to the session it was asked in.
  const [confirm, setConfirm] = useState<(Confirm & { sessionId: string }) | null>(null);
  const sessionId = session.sessionId;
  // The suggestions on screen for the visitor's latest message, until the agent's first reply to it: a reply typed
  // instead passes the first of them over (recorded as ignored, once per visitor message).
  const offered = useRef<{ sessionId: string; visitorSeq: number; first: SuggestedReply } | null>(null);
  const send = (content: string, suggestion?: SuggestionUse) => {
    const o = offered.current;
    offered.current = null;
    const passedOver = !suggestion && o && o.sessionId === sessionId && o.visitorSeq === visitorSeq ? { source: o.first.source, id: o.first.id, edited: false, ignored: true } : undefined;
    return onSend(content, suggestion ?? passedOver);
  };
  // Stable, so the memoised message list renders again only when what it shows changed.
  const onRevoke = useCallback((messageId: string) => setConfirm({ what: 'revoke', messageId, sessionId }), [sessionId]);
  const footer = useMemo(
    () => (
      <>
        {evaluation && <EvaluationCard evaluation={evaluation} />}
        {typing && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
            {t('typing')}
          </Typography>
        )}
      </>
    ),
    [evaluation, typing, t],
  );
  const asking = confirm && confirm.sessionId === sessionId ? confirm : null;
  const own: ToolbarAction[] = [
    { key: 'end', label: t('end'), color: 'error', keep: true, disabled: !active, onClick: () => setConfirm({ what: 'end', sessionId }) },
    { key: 'invite', label: session.evaluationInvited ? t('invited') : t('invite'), disabled: session.evaluationInvited || session.evaluated, onClick: () => void onAct('invite') },
  ];
  const confirmed = () => {
    if (!asking) return;
    setConfirm(null);
    void onAct(asking.what, asking.what === 'revoke' ? asking.messageId : undefined);
  };

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'center', flexWrap: 'nowrap' }}>
        <Typography variant="subtitle1" noWrap title={session.visitorNickname} sx={{ flex: '0 1 auto', minWidth: 48 }}>
          {session.visitorNickname}
        </Typography>
        {session.evaluated && <Chip size="small" label={t('evaluated')} />}
        {actions ? actions(own) : <ActionToolbar items={own} />}
      </Stack>
      {banner}
      <MessageList
        key={sessionId}
        sessionId={sessionId}
        messages={messages}
        firstItemIndex={view?.firstItemIndex ?? FIRST_INDEX}
        complete={view?.complete ?? true}
        loads={view?.loads}
        readSeq={view?.readSeq ?? 0}
        onLoadOlder={onLoadOlder}
        onReload={onReload}
        onRetry={onRetry}
        onRevoke={onRevoke}
        renderText={renderText}
        lang={lang}
        me={agentId}
        now={now}
        t={t}
        footer={footer}
      />
      {active && (
        <SuggestionChips
          key={`suggest:${sessionId}`}
          sessionId={sessionId}
          visitorSeq={visitorSeq}
          lang={lang}
          t={t}
          onPick={(reply) => setPicked((p) => ({ reply, nonce: (p?.nonce ?? 0) + 1, sessionId }))}
          onShown={(seq, list) => (offered.current = { sessionId, visitorSeq: seq, first: list[0] })}
        />
      )}
      <Composer
        key={`composer:${sessionId}`}
        sessionId={sessionId}
        agentId={agentId}
        active={active}
        t={t}
        onSend={send}
        onSendNote={onSendNote}
        keepsFailed={onRetry !== undefined}
        onSendImage={onSendImage}
        insert={insert}
        suggestion={picked?.sessionId === sessionId ? picked : undefined}
        inputRef={composerRef}
        onTyping={onTyping}
      />
      <Dialog open={asking !== null} onClose={() => setConfirm(null)} aria-labelledby="wb-confirm-title">
        <DialogTitle id="wb-confirm-title">{asking?.what === 'revoke' ? t('revokeTitle') : t('endTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{asking?.what === 'revoke' ? t('revokeText') : t('endText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmed}>
            {asking?.what === 'revoke' ? t('revokeConfirm') : t('endConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
