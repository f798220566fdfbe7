import { Box, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WorkBillConversation } from '../../common/waybillRecords';
import { MessageRow, type RowContext } from '../conversations/MessageRow';
import { dayLabel, dayOf } from '../conversations/time';
import { useWorkbenchText } from '../i18n/useWorkbenchText';
import { langOf } from '../../common/lang';

const nothing = () => undefined;

/**
 * The chat a work bill was created from, read-only: every message with its time and author (agents by name),
 * system lines in the reader's language, internal notes in their staff-only frame.
 */
export function WorkBillConversation({ conversation }: { conversation: WorkBillConversation | null }) {
  const translate = useTranslate();
  const t = useWorkbenchText();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  // Today and Yesterday are judged against the moment the page opened.
  const [now] = useState(() => Date.now());
  if (!conversation || conversation.messages.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="workbill-no-conversation">
        {translate('ccim.desk.workbill.noConversation')}
      </Typography>
    );
  }
  // No one is "Me" here and nothing can be revoked: the bill's reader is not necessarily the chat's agent.
  const ctx: RowContext = { t, lang, now, readSeq: 0, onRevoke: nothing };
  const { messages } = conversation;
  return (
    <>
      {!conversation.complete && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('ccim.desk.workbill.conversationPartial', { count: messages.length })}
        </Typography>
      )}
      {messages.some((m) => m.type === 'note') && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('ccim.desk.workbill.conversationNotes')}
        </Typography>
      )}
      <Box data-testid="workbill-conversation" sx={{ maxHeight: 480, overflowY: 'auto', bgcolor: 'grey.50', borderRadius: 1, p: 1 }}>
        {messages.map((m, i) => (
          <Box key={m.id}>
            {(i === 0 || dayOf(messages[i - 1].createdAt) !== dayOf(m.createdAt)) && (
              <Divider sx={{ py: 1, typography: 'caption', color: 'text.secondary' }}>{dayLabel(m.createdAt, lang, now)}</Divider>
            )}
            <MessageRow m={m} ctx={ctx} />
          </Box>
        ))}
      </Box>
    </>
  );
}
