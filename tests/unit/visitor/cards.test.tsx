import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimCard } from '../../../src/visitor/cards/ClaimCard';
import { PickupCard } from '../../../src/visitor/cards/PickupCard';
import { translator } from '../../../src/visitor/i18n';

const t = translator('en');
const envelope = (status: number, msg: string, data: unknown, http = 200) => new Response(JSON.stringify({ status, msg, data }), { status: http, headers: { 'content-type': 'application/json' } });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;
const change = (label: string, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label, { exact: true }), { target: { value } });
const errorOf = (label: string, scope: HTMLElement = document.body) => within(scope).getByLabelText(label, { exact: true }).closest('.field')?.querySelector('.field-error')?.textContent ?? null;

function fillClaim(waybillNo: string) {
  change('Waybill number', waybillNo);
  change('Claim type', 'damaged');
  change('Amount claimed (¥)', '120.5');
  change('What happened', 'The box arrived crushed.');
  change('Contact phone', '13900000002');
}

describe('claim card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the form in the browser first: nothing is sent while a field is wrong', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ClaimCard id="c" waybillNo="" t={t} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit the claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(errorOf('Waybill number')).toBe('Enter a waybill number: 4 to 32 letters or digits.');
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true');
    // Corrected fields lose their problem as the visitor types.
    change('Contact phone', '13900000002');
    expect(errorOf('Contact phone')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an unknown waybill on its field, then files once and confirms with the claim number', async () => {
    let answer = (): Response => envelope(-1, 'No waybill YT0000000000000 was found; please check the number', null);
    let release: () => void = () => undefined;
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    render(<ClaimCard id="c" waybillNo="YT5555666677778" t={t} onDone={onDone} onCancel={vi.fn()} />);
    expect(screen.getByLabelText('Waybill number')).toHaveValue('YT5555666677778');
    fillClaim('YT0000000000000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the claim' }));
    await waitFor(() => expect(errorOf('Waybill number')).toBe('No waybill with this number was found.'));

    answer = () => envelope(0, 'success', { claimNo: 'CL2026112300000001', waybillNo: 'YT5555666677778', status: 'submitted' });
    const held = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementationOnce(async () => {
      await held;
      return answer();
    });
    change('Waybill number', 'yt5555666677778');
    expect(errorOf('Waybill number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit the claim' }));
    // A second tap while the first is on its way files nothing more.
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Submitting…' }));
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ claimNo: 'CL2026112300000001', waybillNo: 'YT5555666677778', existing: false }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodyOf(fetchMock.mock.calls[1] as unknown[])).toEqual({ waybillNo: 'YT5555666677778', claimType: 'damaged', amount: 120.5, description: 'The box arrived crushed.', contactPhone: '13900000002' });
  });

  it('answers a waybill already under claim with that claim, and spreads server field errors', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(-1, 'Invalid request body: amount must be at most 100000', { errors: [{ field: 'amount', message: 'must be at most 100000' }] }, 400)));
    const onDone = vi.fn();
    render(<ClaimCard id="c" waybillNo="" t={t} onDone={onDone} onCancel={vi.fn()} />);
    fillClaim('YT5555666677778');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the claim' }));
    await waitFor(() => expect(errorOf('Amount claimed (¥)')).toBe('Enter an amount above 0 and up to 100,000, with at most 2 decimals.'));
    vi.stubGlobal('fetch', vi.fn(async () => envelope(-2, 'A claim for this waybill is already being handled', { claimNo: 'CL1' })));
    fireEvent.click(screen.getByRole('button', { name: 'Submit the claim' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ claimNo: 'CL1', waybillNo: 'YT5555666677778', existing: true }));
  });
});

const AREAS: Record<string, [string, string][]> = {
  root: [['310000', '上海市'], ['110000', '北京市']],
  '310000': [['310100', '市辖区']],
  '110000': [['110100', '市辖区']],
  '310100': [['310115', '浦东新区']],
  '110100': [['110105', '朝阳区']],
};

describe('pickup card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the districts level by level and files the order with composed addresses', async () => {
    const orders: Record<string, unknown>[] = [];
    let orderAnswer = () => envelope(-1, 'Invalid request body: the receiver must differ from the sender', { errors: [{ field: 'receiverAddress', message: 'must differ from the sender address' }] }, 400);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { parentCode?: string };
        if (url.endsWith('/ccos/area/queryDistrictByPage')) {
          const rows = AREAS[body.parentCode ?? 'root'] ?? [];
          return envelope(0, 'success', { records: rows.map(([code, name]) => ({ code, name, level: 1, parentCode: null })), total: rows.length, pageNum: 1, pageSize: 500 });
        }
        orders.push(body);
        return orderAnswer();
      }),
    );
    const onDone = vi.fn();
    render(<PickupCard id="p" locale="en" t={t} onDone={onDone} onCancel={vi.fn()} />);
    const fill = async (party: string, name: string, phone: string, region: [string, string][], detail: string) => {
      const g = screen.getByRole('group', { name: party });
      change('Name', name, g);
      change('Phone', phone, g);
      for (const [i, label] of ['Province', 'City', 'District'].entries()) {
        // Each list arrives once its parent is chosen.
        await within(g).findByRole('option', { name: region[i][1] });
        fireEvent.change(within(g).getByRole('combobox', { name: label }), { target: { value: region[i][0] } });
      }
      change('Street and number', detail, g);
    };
    await fill('Sender', '王小明', '13800000001', [['310000', '上海市'], ['310100', '市辖区'], ['310115', '浦东新区']], '世纪大道100号');
    await fill('Receiver', '李华', '010-88886666', [['110000', '北京市'], ['110100', '市辖区'], ['110105', '朝阳区']], '建国路88号');
    change('Goods', 'Documents');
    fireEvent.click(screen.getByRole('button', { name: 'Book the pickup' }));
    const receiver = screen.getByRole('group', { name: 'Receiver' });
    await waitFor(() => expect(errorOf('Street and number', receiver)).toBe('The receiver must differ from the sender.'));
    expect(orders[0]).toEqual({ senderName: '王小明', senderPhone: '13800000001', senderAddress: '上海市市辖区浦东新区世纪大道100号', receiverName: '李华', receiverPhone: '010-88886666', receiverAddress: '北京市市辖区朝阳区建国路88号', goods: 'Documents' });

    orderAnswer = () => envelope(0, 'success', { orderNo: 'RO2026112312345678', status: 'created', pickupAt: null, createdAt: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Book the pickup' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderNo: 'RO2026112312345678', pickupAt: null }));
  });
});
