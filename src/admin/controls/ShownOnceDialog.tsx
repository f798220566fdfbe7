import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A secret the server answers once (a new API token, a new webhook's signing secret), with the only chance to
 * copy it. `texts` is the message key prefix holding `Title`, `Help` and `Done` (e.g. `ccim.mgmt.apiTokens.token`).
 */
export function ShownOnceDialog({ value, texts, testId, onClose }: { value: string; texts: string; testId: string; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<boolean | null>(null);
  // The clipboard may be refused (no permission, an insecure page): then the text stays selected to copy by hand.
  const copy = () => navigator.clipboard.writeText(value).then(() => setCopied(true), () => setCopied(false));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle>{translate(`${texts}Title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${texts}Help`)}</DialogContentText>
        <TextField
          value={value}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', wordBreak: 'break-all' } }, htmlInput: { 'aria-label': translate(`${texts}Title`) } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy} aria-live="polite">
          {translate(copied === null ? 'ccim.mgmt.copy.button' : copied ? 'ccim.mgmt.copy.done' : 'ccim.mgmt.copy.failed')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${texts}Done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
