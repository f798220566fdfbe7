// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpWaybillDeskService } from '../../../adapter-server/src/features/waybill/waybill-http.service';
import { AppError } from '../../../adapter-server/src/http/envelope';

type Call = { url: string; init: RequestInit };

function stub(answer: (url: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(String(url));
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DETAIL = {
  waybillNo: 'KD100200300401', type: 'kd', orderNo: null, senderName: '王芳', senderPhone: '13800138001', senderCity: '上海', senderAddress: '徐汇区漕溪北路 100 号',
  receiverName: '赵磊', receiverPhone: '13900139002', receiverCity: '北京', receiverAddress: '朝阳区建国路 88 号 SOHO 3 栋', sendOrg: 'SH002', weightKg: 1.2, fee: 18,
  collectAmount: 0, status: 'delivering', estimatedDeliveryAt: null, createdAt: 1,
};

describe('the HTTP waybill service', () => {
  it('posts to the configured base with the token and unwraps the envelope', async () => {
    const s = stub(() => json({ status: 0, msg: 'ok', data: DETAIL }));
    const svc = new HttpWaybillDeskService({ baseUrl: 'https://wb.example.com/api/', timeoutMs: 1000, token: 'sekret', fetch: s.fetchImpl });
    expect(await svc.detail('KD100200300401')).toEqual(DETAIL);
    expect(s.calls[0].url).toBe('https://wb.example.com/api/waybill/wayBillInfo');
    expect(s.calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(s.calls[0].init.body))).toEqual({ waybillNo: 'KD100200300401' });
    expect((s.calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer sekret');
  });

  it('accepts code 200 gateways, maps null data and 404 to "not found", and masks for the robot', async () => {
    const s = stub((url) => (url.endsWith('wayBillInfo') ? json({ code: 200, data: DETAIL }) : url.endsWith('routDetilInfo') ? new Response('', { status: 404 }) : json({ status: 0, data: null })));
    const svc = new HttpWaybillDeskService({ baseUrl: 'https://wb', timeoutMs: 1000, fetch: s.fetchImpl });
    expect(await svc.route('X')).toBeNull();
    expect(await svc.outlets({})).toEqual([]);
    expect(await svc.problems({ pageNum: 2, pageSize: 5 })).toEqual({ records: [], total: 0, pageNum: 2, pageSize: 5 });
    const masked = await svc.find('KD100200300401');
    expect(masked).toMatchObject({ receiverName: '赵*', receiverPhone: '139****9002', tracks: [] });
  });

  it('turns refusals, bad bodies, failures and timeouts into 502/504 without leaking the upstream', async () => {
    const refusing = new HttpWaybillDeskService({ baseUrl: 'https://wb', timeoutMs: 1000, fetch: stub(() => json({ status: -1, msg: 'locked' })).fetchImpl });
    await expect(refusing.detail('X')).rejects.toMatchObject({ httpStatus: 502, message: 'The waybill system refused: locked' });
    const html = new HttpWaybillDeskService({ baseUrl: 'https://wb', timeoutMs: 1000, fetch: stub(() => new Response('<html>', { status: 200 })).fetchImpl });
    await expect(html.detail('X')).rejects.toMatchObject({ httpStatus: 502 });
    const down = new HttpWaybillDeskService({ baseUrl: 'https://wb', timeoutMs: 1000, fetch: stub(() => new Response('boom', { status: 500 })).fetchImpl });
    await expect(down.detail('X')).rejects.toMatchObject({ httpStatus: 502, message: 'The waybill system answered with an error (HTTP 500)' });
    const slow = stub(
      () =>
        new Promise<Response>((_resolve, reject) => {
          setTimeout(() => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), 20);
        }),
    );
    const timing = new HttpWaybillDeskService({ baseUrl: 'https://wb', timeoutMs: 10, fetch: slow.fetchImpl });
    const err = await timing.detail('X').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ httpStatus: 504 });
    expect(slow.calls[0].init.signal).toBeInstanceOf(AbortSignal);
  });
});
