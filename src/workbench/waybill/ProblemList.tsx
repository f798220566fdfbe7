import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WarnMsg, WaybillProblem } from '../../common/waybillRecords';
import { formatTime, useBilingual } from '../common/useBilingual';

/** Problem records and customer-care warnings of a waybill. */
export function ProblemList({ problems, warnings }: { problems: WaybillProblem[]; warnings: WarnMsg[] }) {
  const translate = useTranslate();
  const pick = useBilingual();
  if (problems.length === 0 && warnings.length === 0) {
    return <Typography color="text.secondary">{translate('ccim.desk.waybill.noProblems')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      {warnings.map((w) => (
        <Alert key={w.id} severity={w.level >= 3 ? 'error' : w.level === 2 ? 'warning' : 'info'}>
          {pick(w.text)}
        </Alert>
      ))}
      {problems.map((p) => (
        <Alert key={p.id} severity={p.status === 'open' ? 'warning' : 'success'} variant="outlined">
          <Typography variant="body2">{pick(p.text)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`ccim.desk.problemStatus.${p.status}`)} · {p.orgCode} · {formatTime(p.registeredAt)}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
