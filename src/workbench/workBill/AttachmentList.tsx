import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { saveAs } from 'file-saver';
import { useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';
import type { FileInfo } from '../../common/waybillRecords';
import { fileSize } from '../../common/fileSize';

/** Attachments, downloaded by id through the permission-checked call. */
export function AttachmentList({ files }: { files: FileInfo[] }) {
  const translate = useTranslate();
  if (files.length === 0) return <Typography color="text.secondary">{translate('ccim.desk.workbill.noFiles')}</Typography>;
  const download = async (f: FileInfo) => {
    const { blob } = await api.download('GET', `${MAIN_BASE}/baseoss/filesystem/downloadFile`, { query: { id: f.id } });
    saveAs(blob, f.name);
  };
  return (
    <Stack spacing={0.5}>
      {files.map((f) => (
        <Button key={f.id} size="small" startIcon={<DownloadIcon />} onClick={() => void download(f).catch(() => undefined)} sx={{ justifyContent: 'flex-start', textTransform: 'none' }}>
          {f.name} ({fileSize(f.size)})
        </Button>
      ))}
    </Stack>
  );
}
