import DOMPurify from 'dompurify';
import { Box } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';

/** Stored rich text, sanitized again in the browser before it is rendered (never trusted as it comes). */
export function SanitizedHtmlField({ source, maxLines }: FieldProps & { source: string; maxLines?: number }) {
  const record = useRecordContext();
  const html = DOMPurify.sanitize(String(record?.[source] ?? ''), { USE_PROFILES: { html: true } });
  const clamp = maxLines
    ? { display: '-webkit-box', WebkitLineClamp: maxLines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden', maxWidth: 420 }
    : {};
  return <Box sx={{ '& p': { m: 0 }, '& img': { maxWidth: '100%' }, ...clamp }} dangerouslySetInnerHTML={{ __html: html }} />;
}
