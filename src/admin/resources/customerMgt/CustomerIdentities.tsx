import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../common/dateTime';
import type { ManagementDataProvider } from '../../../dataProvider';
import type { CustomerDetail } from './types';

type Identity = CustomerDetail['identities'][number];

/**
 * The identities that are the customer's: a channel's open id (its visitors together) or an anonymous visitor.
 * Admins split one off into a new customer (`customerMgt/split`, after a confirmation); the last one cannot go.
 */
export function CustomerIdentities({ customerId, identities, canSplit, onSplit }: { customerId: string; identities: Identity[]; canSplit: boolean; onSplit(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ManagementDataProvider>();
  const [asked, setAsked] = useState<Identity | null>(null);
  const [busy, setBusy] = useState(false);
  // One row per open id (its visitors go together), one per anonymous visitor.
  const rows = identities.filter((v, i) => v.openId === null || identities.findIndex((w) => w.openId === v.openId && w.channel === v.channel) === i);
  const label = (v: Identity) =>
    v.openId ? translate('ccim.customers.openId', { channel: v.channel, openId: v.openId }) : translate('ccim.customers.visitor', { channel: v.channel, visitorId: v.visitorId });
  const split = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      await dp.action('customerMgt', 'customerSplit', { id: customerId, data: { visitorId: asked.visitorId } });
      notify('ccim.customers.splitDone', { type: 'success' });
      setAsked(null);
      onSplit();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <List dense disablePadding data-testid="customer-identities">
        {rows.map((v) => (
          <ListItem key={v.visitorId} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={label(v)}
              secondary={[translate('ccim.customers.lastSeen', { name: v.nickname, at: formatDateTime(v.lastSeenAt) }), v.phone].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            {canSplit && rows.length > 1 && (
              <Button size="small" color="warning" sx={{ flexShrink: 0 }} onClick={() => setAsked(v)} aria-label={`${translate('ccim.customers.split')}: ${label(v)}`}>
                {translate('ccim.customers.split')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {canSplit && rows.length === 1 && (
        <Typography variant="caption" color="text.secondary">
          {translate('ccim.customers.onlyIdentity')}
        </Typography>
      )}
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title="ccim.customers.splitTitle"
        content={asked ? translate('ccim.customers.splitContent', { identity: label(asked) }) : ''}
        confirm="ccim.customers.split"
        onConfirm={() => void split()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
