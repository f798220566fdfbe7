import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../common/lang';
import { formatDuration } from '../../common/reportColumns';
import type { ChatSla, SupervisionSnapshot } from '../../common/supervision';

/** A chat is at risk when an open clock runs out within this long (or has run out). */
export const AT_RISK_MS = 2 * 60_000;

/** The clock that runs out first among a chat's open ones. */
export function nextClock(sla: ChatSla | null): { kind: 'firstResponse' | 'resolution'; dueAt: number } | null {
  if (!sla) return null;
  const clocks = [
    sla.firstResponseDueAt !== null ? { kind: 'firstResponse' as const, dueAt: sla.firstResponseDueAt } : null,
    sla.resolutionDueAt !== null ? { kind: 'resolution' as const, dueAt: sla.resolutionDueAt } : null,
  ].filter((c) => c !== null);
  return clocks.sort((a, b) => a.dueAt - b.dueAt)[0] ?? null;
}

/** The time now, ticking every second while the page shows it (time left counts down without a push). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A chat's SLA in a word: the next clock and its time left, amber when at risk, red once missed. */
export function SlaChip({ sla, now }: { sla: ChatSla | null; now: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const clock = nextClock(sla);
  if (!sla || !clock) return null;
  const left = clock.dueAt - now;
  const what = translate(`ccim.sla.${clock.kind}`);
  const time = formatDuration(Math.abs(left), langOf(locale));
  const label = left >= 0 ? translate('ccim.sla.left', { what, time }) : translate('ccim.sla.overdue', { what, time });
  return (
    <Chip
      size="small"
      variant={left >= 0 && left > AT_RISK_MS ? 'outlined' : 'filled'}
      color={left < 0 ? 'error' : left <= AT_RISK_MS ? 'warning' : 'default'}
      label={label}
      title={translate('ccim.sla.policy', { name: sla.policyName })}
      data-testid="sv-sla"
      data-overdue={left < 0 ? 'true' : 'false'}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}

/** Every waiting or served chat whose next SLA clock runs out within two minutes or has run out, soonest first. */
export function SlaRiskPanel({ snap }: { snap: SupervisionSnapshot }) {
  const translate = useTranslate();
  const now = useNow();
  const agentName = (id: string) => snap.agents.find((a) => a.id === id)?.nickname ?? '';
  const rows = [
    ...snap.queue.map((q) => ({ sessionId: q.sessionId, visitor: q.visitorNickname, who: translate('ccim.sla.waiting'), sla: q.sla })),
    ...snap.chats.map((c) => ({ sessionId: c.sessionId, visitor: c.visitorNickname, who: agentName(c.agentId), sla: c.sla })),
  ]
    .map((r) => ({ ...r, clock: nextClock(r.sla) }))
    .filter((r) => r.clock && r.clock.dueAt - now <= AT_RISK_MS)
    .sort((a, b) => a.clock!.dueAt - b.clock!.dueAt);
  return (
    <Box component="section" aria-labelledby="sv-sla" data-testid="sv-sla-risk">
      <Typography id="sv-sla" variant="subtitle1" component="h2">
        {translate('ccim.sla.atRisk', { n: rows.length })}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('ccim.sla.noneAtRisk')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((r) => (
            <ListItem key={r.sessionId} divider data-testid="sv-sla-row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={r.visitor || r.sessionId} secondary={r.who} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} sx={{ minWidth: 0 }} />
              <SlaChip sla={r.sla} now={now} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
