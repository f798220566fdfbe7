import { Box, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CallStateView } from '../common/CallState';
import type { QuickReplyItem, QuickReplyNode } from '../../common/quickReplies';
import { send, useCall } from '../common/useCall';
import { filterTree, flatten } from './filterTree';
import { QuickReplyTree } from './QuickReplyTree';

/**
 * Common and personal quick replies in their type tree, searchable; picking one hands its text to the composer
 * and counts the use. In the search box, Enter inserts the first match; pressed while the list is still loading
 * (Alt+Q, a word and Enter typed at once), it inserts the first match once the list is there.
 */
export function QuickReplyPanel({ onInsert, focusKey }: { onInsert(content: string): void; focusKey?: number }) {
  const translate = useTranslate();
  // The page's Alt+Q: a new number takes the focus into the search box.
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusKey) searchRef.current?.focus();
  }, [focusKey]);
  const [tab, setTab] = useState<'common' | 'personal'>('common');
  const [search, setSearch] = useState('');
  const q = useCall<QuickReplyNode[]>({ method: 'GET', path: tab === 'common' ? 'workbench/listQuickReply' : 'workbench/pub/listQuickReply' });
  const nodes = filterTree(q.data ?? [], search);
  const first = flatten(nodes)[0] as QuickReplyItem | undefined;
  // Enter pressed before the list came: the first match is picked as it comes (typing on takes the Enter back).
  const enterWaiting = useRef(false);
  const pick = (r: QuickReplyItem) => {
    onInsert(r.content);
    // Counting a use must never block the agent; a failure is shown by the client and nothing else happens.
    void send('PUT', 'workbench/clickQuickReply', { id: r.id }).catch(() => undefined);
  };
  const pickFirst = useEffectEvent(() => {
    if (first) pick(first);
  });
  useEffect(() => {
    if (!enterWaiting.current || q.loading) return;
    enterWaiting.current = false;
    pickFirst();
  }, [q.loading]);
  return (
    <Box data-testid="quick-reply-panel">
      <Tabs value={tab} onChange={(_e, v: 'common' | 'personal') => setTab(v)} variant="fullWidth">
        <Tab value="common" label={translate('ccim.desk.quickReply.common')} />
        <Tab value="personal" label={translate('ccim.desk.quickReply.personal')} />
      </Tabs>
      <TextField
        size="small"
        fullWidth
        placeholder={translate('ccim.desk.quickReply.search')}
        value={search}
        inputRef={searchRef}
        onChange={(e) => {
          setSearch(e.target.value);
          enterWaiting.current = false;
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          if (first) {
            e.preventDefault();
            pick(first);
          } else if (q.loading) {
            e.preventDefault();
            enterWaiting.current = true;
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': translate('ccim.desk.quickReply.search') } }}
        sx={{ p: 1 }}
      />
      <CallStateView loading={q.loading} error={q.error} empty={nodes.length === 0} onRetry={q.reload}>
        <QuickReplyTree nodes={nodes} onPick={pick} />
      </CallStateView>
    </Box>
  );
}
