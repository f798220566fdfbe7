import MergeIcon from '@mui/icons-material/MergeType';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../common/dateTime';
import { MAIN_BASE } from '../../../common/runtimeConfig';
import { api } from '../../../dataProvider/api';
import type { Permissions } from '../../auth/authProvider';
import { ReportState } from '../../reports/common/ReportState';
import { CustomerChats } from './CustomerChats';
import { CustomerIdentities } from './CustomerIdentities';
import { CustomerNotesForm } from './CustomerNotesForm';
import { MergeDialog } from './MergeDialog';
import type { CustomerDetail } from './types';

/** `customerMgt/detail` for the page's customer, again on `reload`; an answer overtaken by a newer one is dropped. */
function useDetail(id: string | undefined) {
  const [data, setData] = useState<CustomerDetail>();
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // Loading is derived: the request in flight is the one whose answer has not arrived yet.
  const [answered, setAnswered] = useState<string | null>(null);
  const latest = useRef(0);
  const request = id ? `${tick}#${id}` : null;
  useEffect(() => {
    if (!id || request === null) return;
    const n = ++latest.current;
    api
      .request<CustomerDetail>('GET', `${MAIN_BASE}/customerMgt/detail`, { query: { id }, silent: true })
      .then((d) => n === latest.current && (setData(d), setError(null)))
      .catch((e: unknown) => n === latest.current && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => n === latest.current && setAnswered(request));
  }, [id, request]);
  return { data, error, loading: request !== null && answered !== request, reload: useCallback(() => setTick((t) => t + 1), []) };
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ minWidth: 0 }}>
    <CardContent>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/**
 * A customer's page (`/customerMgt/<id>`): who they are with their VIP mark and staff notes, every chat (one
 * transcript opens in place), the waybills written in them with their state, their work bills and their
 * identities. Admins merge another customer in and split an identity off; supervisors read and write notes.
 */
export function CustomerPage() {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { permissions } = usePermissions<Permissions>();
  const admin = permissions?.role === 'admin';
  const q = useDetail(id);
  const [merging, setMerging] = useState(false);
  const d = q.data?.customer.id === id ? q.data : undefined;
  const name = d ? d.customer.name || translate('ccim.customers.unnamed') : '';
  return (
    <Box sx={{ py: 1, minWidth: 0 }} data-testid="customer-page">
      <Title title={d ? translate('ccim.customers.title', { name }) : translate('resources.customerMgt.name')} />
      <ReportState loading={q.loading} error={q.error} empty={!d} onRetry={q.reload}>
        {d && (
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <Card variant="outlined">
              <CardContent>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="customer-name">
                    {name}
                  </Typography>
                  {d.customer.vip && <Chip size="small" color="warning" label={translate('ccim.desk.customer.vip')} />}
                  {d.customer.blacklisted && <Chip size="small" color="error" label={translate('ccim.desk.customer.blacklisted')} />}
                  <Box sx={{ flex: 1 }} />
                  {admin && (
                    <Button variant="outlined" size="small" startIcon={<MergeIcon />} onClick={() => setMerging(true)}>
                      {translate('ccim.customers.merge')}
                    </Button>
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {d.customer.phone ? `${d.customer.phone} · ` : ''}
                  {translate('ccim.customers.summary', { chats: d.customer.chats, rating: d.customer.averageRating ?? translate('ccim.desk.customer.noRating') })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {translate('ccim.customers.contacts', { first: formatDateTime(d.customer.firstContactAt), last: formatDateTime(d.customer.lastContactAt) })}
                </Typography>
                {/* Keyed by what was saved, so a merge that brings notes in shows them. */}
                <CustomerNotesForm key={`${d.customer.notes}|${d.customer.vip}`} id={d.customer.id} notes={d.customer.notes} vip={d.customer.vip} />
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
              <Section title={translate('ccim.customers.chats')}>
                <CustomerChats key={d.sessions.map((s) => s.id).join()} customerId={d.customer.id} sessions={d.sessions} />
              </Section>
              <Stack spacing={2} sx={{ minWidth: 0 }}>
                <Section title={translate('ccim.customers.waybills')}>
                  {d.waybills.length === 0 ? (
                    <Empty>{translate('ccim.customers.noWaybills')}</Empty>
                  ) : (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="customer-waybills">
                      {d.waybills.map((w) => (
                        <Chip
                          key={w.waybillNo}
                          sx={{ fontFamily: 'monospace', maxWidth: '100%' }}
                          label={`${w.waybillNo} · ${w.status ? translate(`ccim.desk.waybillStatus.${w.status}`, { _: w.status }) : translate('ccim.customers.unknownState')}`}
                        />
                      ))}
                    </Stack>
                  )}
                </Section>
                <Section title={translate('ccim.customers.workBills')}>
                  {d.workBills.length === 0 ? (
                    <Empty>{translate('ccim.customers.noWorkBills')}</Empty>
                  ) : (
                    d.workBills.map((b) => (
                      <Box key={b.id} sx={{ py: 0.5, overflowWrap: 'anywhere' }}>
                        <Typography variant="body2">
                          {b.billNo} · {translate(`ccim.desk.workbillStatus.${b.status}`, { _: b.status })}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {b.waybillNo} · {formatDateTime(b.createdAt)}
                        </Typography>
                      </Box>
                    ))
                  )}
                </Section>
                <Section title={translate('ccim.customers.identities')}>
                  <CustomerIdentities customerId={d.customer.id} identities={d.identities} canSplit={admin} onSplit={q.reload} />
                </Section>
              </Stack>
            </Box>
            {admin && <MergeDialog customer={{ id: d.customer.id, name: d.customer.name }} open={merging} onClose={() => setMerging(false)} onMerged={q.reload} />}
          </Stack>
        )}
      </ReportState>
    </Box>
  );
}
