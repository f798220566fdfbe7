import { useRecordContext, useTranslate } from 'react-admin';
import { targetParts } from './auditTarget';

/** The audit log's Target column: the resource's name in the reader's language, then the record's title. */
export function AuditTargetField(_props: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const target = String(record?.target ?? '');
  if (!target) return null;
  const { resourceKey, detail } = targetParts(target);
  const name = resourceKey ? translate(resourceKey, { smart_count: 1, _: resourceKey }) : '';
  return (
    <span style={{ overflowWrap: 'anywhere' }} title={target}>
      {name && detail ? `${name}: ${detail}` : name || detail}
    </span>
  );
}
