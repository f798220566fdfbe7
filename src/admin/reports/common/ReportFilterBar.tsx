import { Box, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SKILL_ORGS } from '../../../common/channels';
import { DateRangeInput } from '../../controls/DateRangeInput';
import type { ReportFilters } from './filters';
import { useFilterOptions } from './useFilterOptions';

type FilterKey = 'skillGroupId' | 'channel' | 'agentId' | 'orgType';

/** The date range and the filters a report offers (skill group, channel, agent, organisation type). */
export function ReportFilterBar({
  value,
  onChange,
  show = ['skillGroupId', 'channel', 'agentId', 'orgType'],
  restricted,
  children,
}: {
  value: ReportFilters;
  onChange(next: ReportFilters): void;
  show?: FilterKey[];
  restricted?: boolean;
  /** Extra filters and the export button. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { agents, groups } = useFilterOptions();
  const options: Record<FilterKey, { label: string; items: { id: string; name: string }[] }> = {
    skillGroupId: { label: 'skillGroup', items: groups },
    channel: { label: 'channel', items: SKILL_ORGS.map((c) => ({ id: String(c), name: translate(`ccim.reports.value.channel.${c}`) })) },
    agentId: { label: 'agent', items: agents },
    orgType: { label: 'orgType', items: ['kd', 'ky'].map((o) => ({ id: o, name: translate(`ccim.reports.value.orgType.${o}`) })) },
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      <DateRangeInput value={value} onChange={(r) => onChange({ ...value, ...r })} restricted={restricted} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', '& > .MuiTextField-root': { width: { xs: '100%', sm: 180 } } }}>
        {show.map((key) => {
          const o = options[key];
          if (key !== 'channel' && key !== 'orgType' && o.items.length === 0) return null;
          return (
            <TextField
              key={key}
              select
              size="small"
              label={translate(`ccim.reports.filter.${o.label}`)}
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.value })}
              slotProps={{ select: { inputProps: { 'data-filter': key } } }}
            >
              <MenuItem value="">{translate('ccim.reports.filter.all')}</MenuItem>
              {o.items.map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {i.name}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
        {children}
      </Box>
    </Box>
  );
}
