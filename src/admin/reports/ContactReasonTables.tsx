import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Fragment, useState } from 'react';
import { type TranslateFunction, useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../common/lang';
import { formatPercent, percent } from '../../common/percent';
import type { Lang } from '../../common/reportLabels';
import { TitledTable } from './common/TitledTable';
import { NONE_KEY, type ContactReasonReport, type ReasonFigure } from '../../common/contactReasonReport';

export type Grouping = 'day' | 'week' | 'month';

export type ContactReasonData = ContactReasonReport;

/** A reason's name in the reader's language; "None given" from the screen's own texts. */
export const reasonLabel = (r: ReasonFigure, lang: Lang, translate: TranslateFunction) =>
  r.key === NONE_KEY ? translate('ccim.reports.value.reasons.none') : lang === 'zh' ? r.nameZh : r.nameEn;

const NUM = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };

/** The reasons over the whole range: each top-level reason opens onto its sub-reasons; "None given" last. */
export function ReasonTable({ records, total }: { records: ReasonFigure[]; total: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const name = (r: ReasonFigure) => `${reasonLabel(r, lang, translate)}${r.enabled ? '' : ` ${translate('ccim.reports.contactReason.disabled')}`}`;
  const title = translate('ccim.reports.contactReason.byReason');
  return (
    <TitledTable title={title} table="reasons">
          <TableHead>
            <TableRow>
              <TableCell>{translate('ccim.reports.col.reasonName')}</TableCell>
              <TableCell {...NUM}>{translate('ccim.reports.col.chats')}</TableCell>
              <TableCell {...NUM}>{translate('ccim.reports.col.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((r) => {
              const expanded = open.has(r.key);
              const label = reasonLabel(r, lang, translate);
              return (
                <Fragment key={r.key}>
                  <TableRow data-reason={r.key} sx={r.key === NONE_KEY ? { '& td': { fontStyle: 'italic' } } : undefined}>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        {r.children.length > 0 ? (
                          <IconButton
                            size="small"
                            aria-expanded={expanded}
                            aria-label={translate(`ccim.reports.contactReason.${expanded ? 'collapse' : 'expand'}`, { name: label })}
                            onClick={() => toggle(r.key)}
                          >
                            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                          </IconButton>
                        ) : (
                          <Box sx={{ width: 34, flex: 'none' }} />
                        )}
                        {name(r)}
                      </Box>
                    </TableCell>
                    <TableCell {...NUM}>{r.chats}</TableCell>
                    <TableCell {...NUM}>{formatPercent(r.share)}</TableCell>
                  </TableRow>
                  {expanded &&
                    r.children.map((c) => (
                      <TableRow key={c.key} data-reason={c.key} data-parent={r.key}>
                        <TableCell sx={{ pl: 7, color: 'text.secondary' }}>{name(c)}</TableCell>
                        <TableCell {...NUM}>{c.chats}</TableCell>
                        <TableCell {...NUM}>{formatPercent(c.share)}</TableCell>
                      </TableRow>
                    ))}
                </Fragment>
              );
            })}
            <TableRow sx={{ '& td': { fontWeight: 600 } }} data-reason="total">
              <TableCell>{translate('ccim.reports.value.reasons.all')}</TableCell>
              <TableCell {...NUM}>{total}</TableCell>
              <TableCell {...NUM}>{formatPercent(percent(total, total))}</TableCell>
            </TableRow>
          </TableBody>
    </TitledTable>
  );
}

/** The chats of each period with the top-level reasons named in the range (and "None given") side by side. */
export function PeriodTable({ periods, reasons }: { periods: ContactReasonData['periods']; reasons: ReasonFigure[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const title = translate('ccim.reports.contactReason.byPeriod');
  return (
    <TitledTable title={title} table="periods">
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate('ccim.reports.col.period')}</TableCell>
              <TableCell {...NUM}>{translate('ccim.reports.col.chats')}</TableCell>
              {reasons.map((r) => (
                <TableCell key={r.key} {...NUM}>
                  {reasonLabel(r, lang, translate)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((p) => (
              <TableRow key={p.period} data-period={p.period}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.period}</TableCell>
                <TableCell {...NUM}>{p.chats}</TableCell>
                {reasons.map((r) => {
                  const n = p.counts[r.key] ?? 0;
                  return (
                    <TableCell key={r.key} {...NUM}>
                      {n} ({formatPercent(percent(n, p.chats))})
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
    </TitledTable>
  );
}
