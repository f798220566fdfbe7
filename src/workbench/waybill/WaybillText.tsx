import { Link } from '@mui/material';
import { Fragment } from 'react';
import { findWaybillNos } from '../../common/waybillNo';

/**
 * A message text with every waybill number as a link that opens the waybill panel; the rest stays plain text.
 * The link takes its bubble's text colour (white in the agent's blue bubble, dark in the others) and is told
 * apart by its underline and type, so it is readable on every bubble.
 */
export function WaybillText({ text, onOpen }: { text: string; onOpen(waybillNo: string): void }) {
  const found = findWaybillNos(text);
  if (found.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const f of found) {
    parts.push(<Fragment key={`t${at}`}>{text.slice(at, f.index)}</Fragment>);
    parts.push(
      <Link key={`w${f.index}`} component="button" type="button" data-waybill={f.no} onClick={() => onOpen(f.no)} color="inherit" underline="always" sx={{ verticalAlign: 'baseline', fontFamily: 'monospace', fontWeight: 600, textDecorationColor: 'currentColor' }}>
        {text.slice(f.index, f.index + f.length)}
      </Link>,
    );
    at = f.index + f.length;
  }
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
