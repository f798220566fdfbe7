import { Box, Button, CircularProgress, Divider, Fab, Stack, Typography } from '@mui/material';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { AUTHOR } from '../../common/events';
import type { WorkbenchT } from '../i18n/useWorkbenchText';
import type { UiMessage } from './history';
import { MessageRow, type RowContext } from './MessageRow';
import { dayLabel, dayOf } from './time';
import { useOpenAtBottom } from './useOpenAtBottom';
import type { LoadStates } from './useConversations';

interface Props extends RowContext {
  sessionId: string;
  messages: UiMessage[];
  firstItemIndex: number;
  complete: boolean;
  loads?: LoadStates;
  onLoadOlder?(): void;
  onReload?(): void;
  /** Below the last message: the evaluation card, the typing indicator. */
  footer?: ReactNode;
}

interface ListContext {
  t: WorkbenchT;
  row: RowContext;
  /** The rows held, to see where a day begins (Virtuoso's index counts from `firstItemIndex`). */
  messages: UiMessage[];
  firstItemIndex: number;
  complete: boolean;
  loads?: LoadStates;
  hasMessages: boolean;
  onLoadOlder?(): void;
  footer?: ReactNode;
}

/** Above the first loaded message: loading, a retry, or the beginning of the conversation. */
function Header({ context }: { context: ListContext }) {
  const { t, loads } = context;
  if (loads?.older === 'loading') return <Status icon>{t('loadingOlder')}</Status>;
  if (loads?.older === 'error') {
    return (
      <Status>
        {t('olderFailed')}{' '}
        <Button size="small" onClick={context.onLoadOlder}>
          {t('retry')}
        </Button>
      </Status>
    );
  }
  return context.complete && context.hasMessages ? <Status>{t('historyStart')}</Status> : <Box sx={{ height: 8 }} />;
}

const Footer = ({ context }: { context: ListContext }) => <Box sx={{ pb: 1 }}>{context.footer}</Box>;

function Status({ children, icon }: { children: ReactNode; icon?: boolean }) {
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ justifyContent: 'center', alignItems: 'center', py: 1, color: 'text.secondary' }}>
      {icon && <CircularProgress size={14} color="inherit" />}
      <Typography variant="caption" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

const keyOf = (_: number, m: UiMessage) => (m.pending ? `p-${m.clientMsgId}` : m.id);
const components = { Header, Footer };

/** Memoised: the list's own state changes (at the bottom, at the top) render no row again. */
const Item = memo(function Item({ m, ctx, newDay }: { m: UiMessage; ctx: RowContext; newDay: boolean }) {
  return (
    <Box sx={{ px: 1.5 }}>
      {newDay && (
        <Divider data-testid="wb-day" sx={{ py: 1, typography: 'caption', color: 'text.secondary' }}>
          {dayLabel(m.createdAt, ctx.lang, ctx.now)}
        </Divider>
      )}
      <MessageRow m={m} ctx={ctx} />
    </Box>
  );
});
/** A row that begins a day (the first one held, or one on another day than the row before) carries the day's separator. */
const itemContent = (index: number, m: UiMessage, context: ListContext) => {
  const prev = context.messages[index - context.firstItemIndex - 1];
  return <Item m={m} ctx={context.row} newDay={!prev || dayOf(prev.createdAt) !== dayOf(m.createdAt)} />;
};

/**
 * The conversation as a windowed list (react-virtuoso): only the rows near the viewport are in the page, it opens
 * at the newest message, older pages are prepended when the agent reaches the top without moving what they read,
 * and new messages follow the bottom only when the agent is there (otherwise a "new messages" button).
 */
export const MessageList = memo(function MessageList({ sessionId, messages, firstItemIndex, complete, loads, onLoadOlder, onReload, footer, t, lang, me, now, readSeq, renderText, onRevoke, onRetry }: Props) {
  const row = useMemo<RowContext>(() => ({ t, lang, me, now, readSeq, renderText, onRevoke, onRetry }), [t, lang, me, now, readSeq, renderText, onRevoke, onRetry]);
  const list = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  // Hidden until it stands at the newest message (Virtuoso's own initial index waits four frames first).
  const [placed, setPlaced] = useState(false);
  const hasMessages = messages.length > 0;
  // An effect, not a layout effect: the list listens for the scroll only once its own effects have run.
  useEffect(() => {
    if (hasMessages) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [hasMessages]);
  const scrollerRef = useOpenAtBottom(messages.length - 1, hasMessages, () => setPlaced(true));
  // Older pages load while the agent is at the top, once the list stands where it opened (it mounts at the top
  // before it scrolls to the newest message) and again after each page while a short history still fits.
  const [atTop, setAtTop] = useState(false);
  // A preloaded history opens without ever having loaded: no load state yet is idle.
  const wantsOlder = placed && atTop && !complete && (loads?.older ?? 'idle') === 'idle';
  useEffect(() => {
    if (wantsOlder) onLoadOlder?.();
  }, [wantsOlder, onLoadOlder, messages.length]);
  const last = messages.at(-1);
  // The last message the agent has seen at the bottom; a newer one while scrolled up lights the button.
  const [seenLast, setSeenLast] = useState(last?.id);
  if (atBottom && seenLast !== last?.id) setSeenLast(last?.id);
  const unseen = !atBottom && last !== undefined && last.id !== seenLast && last.author !== AUTHOR.agent;

  if (!messages.length) {
    const state = loads?.latest === 'error' ? 'error' : loads?.latest === 'loading' ? 'loading' : 'empty';
    return (
      <Box data-testid="wb-messages" data-session={sessionId} sx={{ flex: 1, p: 1.5, bgcolor: 'grey.50', overflowY: 'auto' }}>
        {state === 'loading' && <Status icon>{t('loading')}</Status>}
        {state === 'error' && (
          <Status>
            {t('loadFailed')}{' '}
            <Button size="small" onClick={onReload}>
              {t('retry')}
            </Button>
          </Status>
        )}
        {state === 'empty' && <Status>{t('noMessages')}</Status>}
        {footer}
      </Box>
    );
  }
  const context: ListContext = { t, row, messages, firstItemIndex, complete, loads, hasMessages: true, onLoadOlder, footer };
  return (
    // Contained: a switch or a new row lays out and paints this box alone, not the page around it.
    <Box data-testid="wb-messages" data-session={sessionId} sx={{ flex: 1, minHeight: 0, position: 'relative', bgcolor: 'grey.50', contain: 'strict' }}>
      <Virtuoso
        ref={list}
        scrollerRef={scrollerRef}
        aria-label={t('messages')}
        data={messages}
        context={context}
        firstItemIndex={firstItemIndex}
        style={{ height: '100%', visibility: placed ? 'visible' : 'hidden' }}
        computeItemKey={keyOf}
        itemContent={itemContent}
        components={components}
        atTopStateChange={setAtTop}
        atTopThreshold={200}
        // The agent's own new message always brings them down; others only when they are at the bottom already.
        followOutput={(bottom) => (bottom || (last?.author === AUTHOR.agent && last.pending) ? 'auto' : false)}
        atBottomStateChange={(bottom) => {
          setAtBottom(bottom);
          if (bottom) setPlaced(true);
        }}
        rangeChanged={(range) => {
          if (range.endIndex >= firstItemIndex + messages.length - 1) setPlaced(true);
        }}
        atBottomThreshold={48}
        // Opening renders only what fills the viewport; the rows above for a smooth scroll up come right after.
        increaseViewportBy={{ top: placed ? 400 : 0, bottom: 200 }}
        // No probe row before the first real ones: opening a conversation is a frame shorter.
        defaultItemHeight={64}
        skipAnimationFrameInResizeObserver
      />
      {unseen && (
        <Fab variant="extended" size="small" color="primary" onClick={() => list.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' })} sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}>
          {t('newMessages')}
        </Fab>
      )}
    </Box>
  );
});
