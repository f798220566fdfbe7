import { Box, Chip, Rating, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EVALUATION_CATEGORIES, SATISFACTION } from '../../common/evaluation';
import type { EvaluationReceived } from '../../common/events';
import { useBilingual } from '../common/useBilingual';

/** The visitor's evaluation as a system card in the conversation: score, chosen reasons and comment (as text). */
export function EvaluationCard({ evaluation }: { evaluation: EvaluationReceived }) {
  const translate = useTranslate();
  const pick = useBilingual();
  const level = SATISFACTION.find((s) => s.score === evaluation.satisfaction);
  const reasons = Object.entries(evaluation.categories).flatMap(([cat, codes]) => {
    const def = EVALUATION_CATEGORIES.find((c) => c.code === cat);
    return codes.map((code) => ({ key: `${cat}.${code}`, category: pick(def), reason: pick(def?.reasons.find((r) => r.code === code)) || code }));
  });
  return (
    <Box role="note" aria-label={translate('ccim.desk.evaluation.title')} data-testid="wb-evaluation" sx={{ mx: 'auto', my: 1, p: 1.5, maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography variant="subtitle2">{translate('ccim.desk.evaluation.title')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
        <Rating value={evaluation.satisfaction} max={5} readOnly size="small" />
        <Typography variant="body2">{translate('ccim.desk.evaluation.score', { score: evaluation.satisfaction, label: pick(level) })}</Typography>
      </Stack>
      {reasons.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mb: 0.5 }}>
          {reasons.map((r) => (
            <Chip key={r.key} size="small" variant="outlined" label={r.category ? `${r.category}: ${r.reason}` : r.reason} />
          ))}
        </Stack>
      )}
      {evaluation.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {translate('ccim.desk.evaluation.comment')}: {evaluation.comment}
        </Typography>
      )}
    </Box>
  );
}
