import { Box, Button, Typography } from '@mui/material';
import type { MutableRefObject } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { reasonName } from '../../common/contactReasons';
import type { Lang } from '../../common/lang';
import type { ToolbarAction } from '../common/ActionToolbar';
import type { SessionReasons } from './useSessionReasons';

/**
 * The open chat's contact reasons, one line under its header; while none is set, the suggested one (from the
 * waybill's state or the robot's class of the question) with a button that sets it in one click.
 */
export function ReasonBanner({ reasons, lang }: { reasons: SessionReasons; lang: Lang }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { chosen, suggestion } = reasons;
  if (!chosen.length && !suggestion) return null;
  const text = (chosen.length ? chosen : [suggestion!]).map((r) => reasonName(r, lang)).join('; ');
  const accept = async () => {
    if (suggestion && (await reasons.save([suggestion.id]))) notify('ccim.desk.reasons.saved', { type: 'success' });
  };
  return (
    <Box data-testid="wb-reasons" sx={{ px: 1.5, py: 0.25, borderBottom: 1, borderColor: 'divider', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" color="text.secondary" noWrap title={text} component="p" sx={{ flex: 1, minWidth: 0 }}>
        {translate(chosen.length ? 'ccim.desk.reasons.chosen' : 'ccim.desk.reasons.suggested')}: {text}
      </Typography>
      {!chosen.length && (
        <Button size="small" onClick={() => void accept()} sx={{ flexShrink: 0, py: 0 }}>
          {translate('ccim.desk.reasons.accept')}
        </Button>
      )}
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
