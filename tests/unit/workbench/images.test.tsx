import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/common/events';
import { ChatWindow } from '../../../src/workbench/ChatWindow';
import { checkImage, fileOf, MAX_IMAGE_BYTES, sendImage } from '../../../src/workbench/images/imageFile';
import { activeSession } from './session.fixture';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../src/dataProvider/api', () => ({ api: { request } }));

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const transfer = (files: File[]) => ({ files: Object.assign([...files], { item: (i: number) => files[i] }) as unknown as FileList, items: [] as unknown as DataTransferItemList, types: ['Files'] });

const session = activeSession;

describe('workbench images', () => {
  beforeEach(() => {
    Element.prototype.scrollTo = vi.fn();
  });
  afterEach(() => {
    cleanup();
    request.mockReset();
  });

  it('accepts the server image types up to 5 MB and explains the rest', () => {
    expect(checkImage(file('a.png', 'image/png'))).toBeNull();
    expect(checkImage(file('doc.pdf', 'application/pdf'))).toMatchObject({ key: 'ccim.desk.image.notImage', name: 'doc.pdf' });
    expect(checkImage(file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1))).toMatchObject({ key: 'ccim.desk.image.tooLarge', name: 'big.jpg', size: '5.0' });
  });

  it('takes the first file of a paste or drop, from files or items', () => {
    const png = file('a.png', 'image/png');
    expect(fileOf(transfer([png]))).toBe(png);
    const item = { kind: 'file', getAsFile: () => png } as unknown as DataTransferItem;
    expect(fileOf({ files: [] as unknown as FileList, items: [item] as unknown as DataTransferItemList })).toBe(png);
    expect(fileOf({ files: [] as unknown as FileList, items: [{ kind: 'string', getAsFile: () => null }] as unknown as DataTransferItemList })).toBeNull();
    expect(fileOf(null)).toBeNull();
  });

  it('sends by uploadImg then sendImgUrlMsg with the stored address', async () => {
    const stored = { id: 'm1', sessionId: 's1', seq: 3, author: 1, type: 'image', content: '/uploads/x.jpg' };
    request.mockResolvedValueOnce({ url: '/uploads/x.jpg' }).mockResolvedValueOnce(stored);
    expect(await sendImage('s1', file('a.png', 'image/png'))).toEqual(stored);
    expect(request.mock.calls[0][0]).toBe('POST');
    expect(request.mock.calls[0][1]).toMatch(/\/workbench\/uploadImg$/);
    expect(request.mock.calls[0][2].body).toBeInstanceOf(FormData);
    expect(request.mock.calls[1][1]).toMatch(/\/workbench\/sendImgUrlMsg$/);
    expect(request.mock.calls[1][2].body).toMatchObject({ sessionId: 's1', url: '/uploads/x.jpg', clientMsgId: expect.any(String) });
  });

  const renderChat = (onSendImage: (f: File) => Promise<string | null>) =>
    render(<ChatWindow session={session} messages={[] as ChatMessage[]} agentId="a1" lang="en" typing={false} t={(k) => k} onSend={async () => null} onAct={async () => undefined} onSendImage={onSendImage} />);

  it('previews a pasted image and sends it only when confirmed', async () => {
    const onSendImage = vi.fn(async () => null);
    renderChat(onSendImage);
    const png = file('shot.png', 'image/png');
    fireEvent.paste(screen.getByRole('textbox'), { clipboardData: transfer([png]) });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(onSendImage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ccim.desk.image.send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSendImage).toHaveBeenCalledWith(png);
  });

  it('keeps the preview open with the error when sending fails', async () => {
    renderChat(async () => 'The image is too large (limit 5 MB)');
    fireEvent.drop(screen.getByTestId('wb-composer'), { dataTransfer: transfer([file('photo.jpg', 'image/jpeg')]) });
    fireEvent.click(await screen.findByRole('button', { name: 'ccim.desk.image.send' }));
    expect(await screen.findByText('The image is too large (limit 5 MB)')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses a dropped non-image and a pasted too-large image with a clear error, without a preview', () => {
    const onSendImage = vi.fn(async () => null);
    renderChat(onSendImage);
    fireEvent.drop(screen.getByTestId('wb-composer'), { dataTransfer: transfer([file('notes.pdf', 'application/pdf')]) });
    expect(screen.getByText('ccim.desk.image.notImage')).toBeTruthy();
    fireEvent.paste(screen.getByRole('textbox'), { clipboardData: transfer([file('huge.png', 'image/png', MAX_IMAGE_BYTES + 10)]) });
    expect(screen.getByText('ccim.desk.image.tooLarge')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSendImage).not.toHaveBeenCalled();
  });
});
