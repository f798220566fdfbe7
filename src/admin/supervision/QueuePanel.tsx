import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDuration } from '../../common/reportColumns';
import { previewText } from '../../common/systemLines';
import type { SupervisedQueueItem } from '../../common/supervision';
import { langOf } from '../../common/lang';
import { SlaChip, useNow } from './sla';

/** Who waits for an agent, in the order routing serves them, each with an Assign button. */
export function QueuePanel({ queue, total, at, onAssign }: { queue: SupervisedQueueItem[]; total: number; at: number; onAssign(item: SupervisedQueueItem): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const now = useNow();
  return (
    <Box component="section" aria-labelledby="sv-queue" data-testid="sv-queue">
      <Typography id="sv-queue" variant="subtitle1" component="h2">
        {translate('ccim.supervision.queue', { n: total })}
      </Typography>
      {queue.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('ccim.supervision.queueEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {queue.map((q) => (
            <ListItem key={q.sessionId} data-testid="sv-waiting" divider secondaryAction={<Button size="small" variant="outlined" onClick={() => onAssign(q)}>{translate('ccim.supervision.assign')}</Button>} sx={{ pr: 12 }}>
              <ListItemText
                primary={q.visitorNickname || q.sessionId}
                secondary={[
                  translate(`ccim.reports.value.channel.${q.channel}`, { _: String(q.channel) }),
                  q.skillGroupName,
                  q.queuedAt !== null ? translate('ccim.supervision.waited', { time: formatDuration(Math.max(0, at - q.queuedAt), lang) }) : '',
                  q.priority ? translate('ccim.supervision.priority') : '',
                  translate('ccim.supervision.level', { level: translate(`ccim.routingRules.priority.${q.level}`) }),
                  q.ruleName ? translate('ccim.supervision.rule', { name: q.ruleName }) : '',
                  previewText(q.preview, lang),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              {q.sla && (
                <Box sx={{ ml: 1, flexShrink: 0, maxWidth: '40%' }}>
                  <SlaChip sla={q.sla} now={now} />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {total > queue.length && (
        <Typography variant="caption" color="text.secondary">
          {translate('ccim.supervision.queueMore', { shown: queue.length, total })}
        </Typography>
      )}
    </Box>
  );
}
