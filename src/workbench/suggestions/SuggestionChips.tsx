import { Chip, Stack, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { api } from '../../dataProvider/api';
import { MAIN_BASE } from '../../common/runtimeConfig';
import type { SuggestedReply } from '../../common/suggestedReplies';
import type { Lang } from '../../common/systemLines';
import type { WorkbenchT } from '../i18n/useWorkbenchText';

const LABEL = { qa: 'suggestionQa', quickReply: 'suggestionQuickReply', waybill: 'suggestionWaybill' } as const;

interface Props {
  sessionId: string;
  /** The visitor's latest message in the chat (its sequence): a new one asks for new suggestions. */
  visitorSeq: number;
  lang: Lang;
  t: WorkbenchT;
  onPick(s: SuggestedReply): void;
  /** The suggestions arrived and are on screen for the visitor's message `visitorSeq`. */
  onShown?(visitorSeq: number, list: SuggestedReply[]): void;
}

/**
 * Up to three suggested replies above the composer, asked for when the chat opens and each time the visitor writes
 * (the message events, no timer). Suggestions belong to the chat and message they were asked for: another chat's
 * never show. Nothing while loading or after a failure (the composer never waits on them); hidden when none.
 */
export function SuggestionChips({ sessionId, visitorSeq, lang, t, onPick, onShown }: Props) {
  const key = `${sessionId}:${visitorSeq}:${lang}`;
  const [got, setGot] = useState<{ key: string; list: SuggestedReply[] } | null>(null);
  useEffect(() => {
    if (!visitorSeq) return;
    let live = true;
    api
      .request<SuggestedReply[]>('GET', `${MAIN_BASE}/workbench/suggestReplies`, { query: { sessionId, lang }, silent: true })
      .then((list) => live && setGot({ key, list }), () => live && setGot({ key, list: [] }));
    return () => {
      live = false;
    };
  }, [key, sessionId, visitorSeq, lang]);
  const list = got?.key === key ? got.list : [];
  const shown = list.length > 0;
  useEffect(() => {
    if (shown) onShown?.(visitorSeq, list);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list that arrives (the list belongs to `key`)
  }, [shown, key]);
  if (!shown) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('suggestions')} data-testid="wb-suggestions" sx={{ px: 1, pt: 1, flexWrap: 'nowrap', overflowX: 'auto', borderTop: 1, borderColor: 'divider' }}>
      {list.map((s) => (
        // One row, side by side (the chat keeps its height): each chip shows its start, the tooltip (its description, so
        // the name stays the visible text) all of it.
        <Tooltip key={`${s.source}:${s.id}`} describeChild title={`${s.text} — ${t('suggestionHint')}`}>
          <Chip
            size="small"
            variant="outlined"
            clickable
            data-source={s.source}
            onClick={() => onPick(s)}
            label={
              <>
                <b>{t(LABEL[s.source])}</b> · {s.text}
              </>
            }
            sx={{ flex: '0 1 auto', minWidth: 0, maxWidth: list.length > 1 ? { xs: '80%', md: `calc((100% - ${(list.length - 1) * 8}px) / ${list.length})` } : '100%', '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}
