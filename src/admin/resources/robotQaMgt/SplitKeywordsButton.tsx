import { Button } from '@mui/material';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ManagementDataProvider } from '../../../dataProvider';

/** Cuts the question (Chinese and English word segmentation on the server) and adds the words as keywords. */
export function SplitKeywordsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ManagementDataProvider>();
  const { setValue, getValues } = useFormContext();
  const question = useWatch({ name: 'question' }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const split = async () => {
    setBusy(true);
    try {
      const { keywords } = await dp.action<{ keywords: string[] }>('robotQaMgt', 'splitKeyword', { data: { text: question } });
      const current = (getValues('keywords') as string[] | undefined) ?? [];
      setValue('keywords', [...new Set([...current, ...keywords])].slice(0, 20), { shouldDirty: true });
      if (!keywords.length) notify('ccim.mgmt.noKeywords', { type: 'info' });
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<ContentCutIcon />} disabled={!question?.trim() || busy} onClick={split} sx={{ mb: 2 }}>
      {translate('ccim.mgmt.actions.splitKeyword')}
    </Button>
  );
}
