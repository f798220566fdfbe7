import { api } from '../../dataProvider/api';
import type { ChatMessage } from '../../common/events';
import { MAIN_BASE } from '../../common/runtimeConfig';

/** What the server's `uploadImg` takes (it re-checks both). */
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface ImageProblem {
  key: 'ccim.desk.image.notImage' | 'ccim.desk.image.tooLarge';
  name: string;
  /** Megabytes, one decimal. */
  size: string;
}

/** Why a file cannot be sent as an image, or null when it can. */
export function checkImage(file: File): ImageProblem | null {
  const name = file.name || 'image';
  const size = (file.size / 1024 / 1024).toFixed(1);
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'ccim.desk.image.notImage', name, size };
  if (file.size > MAX_IMAGE_BYTES) return { key: 'ccim.desk.image.tooLarge', name, size };
  return null;
}

/** The first file a paste or a drop carries (null when it carries only text). */
export function fileOf(data: Pick<DataTransfer, 'files' | 'items'> | null): File | null {
  if (!data) return null;
  if (data.files.length > 0) return data.files[0];
  for (const item of Array.from(data.items)) {
    if (item.kind === 'file') {
      const f = item.getAsFile();
      if (f) return f;
    }
  }
  return null;
}

let seq = 0;

/** The picker's path: `uploadImg`, then `sendImgUrlMsg` with the stored image's address. */
export async function sendImage(sessionId: string, file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file);
  const img = await api.request<{ url: string }>('POST', `${MAIN_BASE}/workbench/uploadImg`, { body: form, silent: true });
  const clientMsgId = `i${Date.now().toString(36)}${(seq++).toString(36)}`;
  return api.request<ChatMessage>('POST', `${MAIN_BASE}/workbench/sendImgUrlMsg`, { body: { sessionId, url: img.url, clientMsgId }, silent: true });
}
