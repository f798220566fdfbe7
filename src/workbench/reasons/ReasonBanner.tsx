import { Box, Typography } from '@mui/material';
import type { MutableRefObject } from 'react';
import { useTranslate } from 'react-admin';
import { type ChosenReason, reasonName } from '../../common/contactReasons';
import type { Lang } from '../../common/lang';
import type { ToolbarAction } from '../common/ActionToolbar';
import type { SessionReasons } from './useSessionReasons';

/** The open chat's contact reasons, one line under its header (nothing while none is set). */
export function ReasonBanner({ chosen, lang }: { chosen: ChosenReason[]; lang: Lang }) {
  const translate = useTranslate();
  if (!chosen.length) return null;
  const text = chosen.map((r) => reasonName(r, lang)).join('; ');
  return (
    <Box data-testid="wb-reasons" sx={{ px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap title={text} component="p">
        {translate('ccim.desk.reasons.chosen')}: {text}
      </Typography>
    </Box>
  );
}

/**
 * The chat's own actions with contact reasons: a "Contact reason" action after "End", and "End" asking for a
 * reason first when the service requires one and the chat has none (`endRef` keeps the real end for afterwards).
 */
export function withReasonActions(own: ToolbarAction[], reasons: SessionReasons, endRef: MutableRefObject<() => void>, label: string): ToolbarAction[] {
  const end = own.find((a) => a.key === 'end');
  if (!end) return own;
  endRef.current = end.onClick;
  const guarded: ToolbarAction = { ...end, onClick: () => (reasons.required && reasons.chosen.length === 0 ? reasons.ask(true) : end.onClick()) };
  // An ended chat's reasons can still be set: the agent may fill them in afterwards.
  const pick: ToolbarAction = { key: 'reasons', label: reasons.chosen.length ? `${label} (${reasons.chosen.length})` : label, onClick: () => reasons.ask(false) };
  return own.flatMap((a) => (a.key === 'end' ? [guarded, pick] : [a]));
}
