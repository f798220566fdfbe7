import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Chip, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';
import type { FileInfo } from '../../common/waybillRecords';

const MAX_FILES = 10;

/** Uploads images or PDFs for a work bill before it is created; the ids go with the create call. */
export function AttachmentPicker({ files, onChange }: { files: FileInfo[]; onChange(files: FileInfo[]): void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    const added: FileInfo[] = [];
    try {
      for (const f of [...list].slice(0, MAX_FILES - files.length)) {
        const form = new FormData();
        form.append('file', f);
        added.push(await api.request<FileInfo>('POST', `${MAIN_BASE}/baseoss/filesystem/upload`, { body: form }));
      }
    } catch {
      // The client has shown why; keep what did upload.
    } finally {
      onChange([...files, ...added]);
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <input ref={input} type="file" hidden multiple accept="image/jpeg,image/png,image/gif,image/webp,application/pdf" onChange={(e) => void pick(e.target.files)} data-testid="attachment-input" />
      <Button size="small" startIcon={<AttachFileIcon />} disabled={busy || files.length >= MAX_FILES} onClick={() => input.current?.click()}>
        {translate(busy ? 'ccim.desk.workbill.uploading' : 'ccim.desk.workbill.attach')}
      </Button>
      {files.map((f) => (
        <Chip key={f.id} size="small" label={f.name} onDelete={() => onChange(files.filter((x) => x.id !== f.id))} />
      ))}
    </Stack>
  );
}
