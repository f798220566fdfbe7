import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Shows the pasted, dropped or picked image before it goes; `onSend` answers an error text or null. */
export function ImagePreviewDialog({ file, onCancel, onSend }: { file: File; onCancel(): void; onSend(): Promise<string | null> }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Read as a data address: nothing to revoke, and a late answer for an earlier file is dropped.
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const go = async () => {
    setBusy(true);
    const failure = await onSend();
    setBusy(false);
    setError(failure);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="sm" aria-labelledby="image-title">
      <DialogTitle id="image-title">{translate('ccim.desk.image.title')}</DialogTitle>
      <DialogContent>
        {url && <img src={url} alt={translate('ccim.desk.image.preview')} style={{ maxWidth: '100%', maxHeight: 360, display: 'block' }} />}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ccim.desk.form.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void go()}>
          {translate(busy ? 'ccim.desk.image.sending' : 'ccim.desk.image.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
