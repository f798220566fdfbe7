import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { waybillKindOf } from '../../common/waybillNo';
import type { FileInfo, WorkBill } from '../../common/waybillRecords';
import { useBilingual } from '../common/useBilingual';
import { useChatSummary } from '../customer/useChatSummary';
import { send } from '../common/useCall';
import { AttachmentPicker } from './AttachmentPicker';
import { useWorkBillOptions } from './useWorkBillOptions';

interface Props {
  open: boolean;
  /** The waybill the agent was looking at, and the chat the bill comes from. */
  waybillNo?: string;
  sessionId?: string;
  onClose(): void;
  onCreated(bill: WorkBill): void;
}

const DESCRIPTION_MAX = 2000;

type Errors = Partial<Record<'waybillNo' | 'bigType' | 'smallType' | 'complaintDept' | 'description', string>>;

/**
 * Creates a work bill from the chat: waybill, type codes, complaint department, description (Summarise drafts it from
 * the chat), attachments.
 */
export function CreateWorkBillDialog({ open, waybillNo = '', sessionId, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const pick = useBilingual();
  const [form, setForm] = useState({ waybillNo, bigType: '', smallType: '', complaintDept: '', description: '' });
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const opts = useWorkBillOptions(form.bigType, open);
  const summarise = useChatSummary(sessionId);
  const [drafting, setDrafting] = useState(false);
  /** "Summarise": the chat's summary goes under the description written so far, for the agent to edit. */
  const addSummary = async (draft: () => Promise<string | null>) => {
    setDrafting(true);
    try {
      const text = await draft();
      if (text !== null) setForm((f) => ({ ...f, description: (f.description.trim() ? `${f.description.trimEnd()}\n\n${text}` : text).slice(0, DESCRIPTION_MAX) }));
    } finally {
      setDrafting(false);
    }
  };
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value, ...(k === 'bigType' ? { smallType: '' } : {}) }));

  const validate = (): Errors => {
    const req = translate('ccim.desk.form.required');
    const e: Errors = {};
    if (!waybillKindOf(form.waybillNo)) e.waybillNo = translate('ccim.desk.waybill.badFormat');
    if (!form.bigType) e.bigType = req;
    if (!form.smallType) e.smallType = req;
    if (!form.complaintDept) e.complaintDept = req;
    if (!form.description.trim()) e.description = req;
    return e;
  };
  const submit = async () => {
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      const body = { ...form, waybillNo: form.waybillNo.trim().toUpperCase(), description: form.description.trim(), fileIds: files.map((f) => f.id), ...(sessionId ? { sessionId } : {}) };
      const bill = await send<WorkBill>('POST', 'workBill/createWorkBill', body);
      notify('ccim.desk.workbill.created', { type: 'success', messageArgs: { billNo: bill.billNo } });
      setFiles([]);
      onCreated(bill);
    } catch (err) {
      const fieldErrors = (err as { body?: { errors?: Errors } }).body?.errors;
      if (fieldErrors) setErrors(fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const select = (k: 'bigType' | 'smallType' | 'complaintDept', items: { code: string; name: { en: string; zh: string } }[]) => (
    <TextField select required fullWidth size="small" label={translate(`ccim.desk.workbill.${k}`)} value={form[k]} onChange={set(k)} error={!!errors[k]} helperText={errors[k]} disabled={k === 'smallType' && !form.bigType}>
      {items.map((i) => (
        <MenuItem key={i.code} value={i.code}>
          {pick(i.name)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="create-workbill-title">
      <DialogTitle id="create-workbill-title">{translate('ccim.desk.workbill.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {opts.error && <Alert severity="error">{opts.error}</Alert>}
          {sessionId && <Alert severity="info">{translate('ccim.desk.workbill.fromChat')}</Alert>}
          <TextField required fullWidth size="small" label={translate('ccim.desk.workbill.waybillNo')} value={form.waybillNo} onChange={set('waybillNo')} error={!!errors.waybillNo} helperText={errors.waybillNo} slotProps={{ htmlInput: { maxLength: 32 } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('bigType', opts.big)}
            {select('smallType', opts.small)}
          </Stack>
          {select('complaintDept', opts.depts)}
          <TextField required fullWidth multiline minRows={3} label={translate('ccim.desk.workbill.description')} value={form.description} onChange={set('description')} error={!!errors.description} helperText={errors.description ?? `${form.description.length}/${DESCRIPTION_MAX}`} slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }} />
          {summarise && (
            <Button size="small" sx={{ alignSelf: 'flex-start' }} disabled={drafting || busy} onClick={() => void addSummary(summarise)}>
              {translate(drafting ? 'ccim.desk.customer.summarising' : 'ccim.desk.workbill.summarise')}
            </Button>
          )}
          <AttachmentPicker files={files} onChange={setFiles} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ccim.desk.form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('ccim.desk.form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
