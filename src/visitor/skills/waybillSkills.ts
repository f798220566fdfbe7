/** The robot's logistics skills on one waybill (`qa/` calls), each answering one kind of parcel question. */
export const SKILLS = [
  { id: 'delivery', path: 'robot:/qa/doDelivery', words: /什么时候|多久|几天|送达|派送|到货|\bwhen\b|deliver|arriv/i },
  { id: 'fee', path: 'robot:/qa/doCollectMoney', words: /运费|费用|多少钱|代收|货款|\bfee\b|\bcost|\bprice|\bcod\b|cash on delivery/i },
  { id: 'address', path: 'robot:/qa/doAddress', words: /地址|收件人|寄到哪|\baddress|\breceiver/i },
  { id: 'sendOrg', path: 'robot:/qa/doSendOrg', words: /网点|营业点|哪里寄|\boutlet|\bbranch|sent from/i },
  { id: 'receipt', path: 'robot:/qa/doBillReceipt', words: /签收|回单|签收人|\bsigned|\breceipt|proof of delivery/i },
] as const;

export type SkillId = (typeof SKILLS)[number]['id'];

/** The skill a question asks for, so the waybill card can open on it. */
export const skillOf = (text: string | undefined): SkillId | null => (text ? (SKILLS.find((s) => s.words.test(text))?.id ?? null) : null);

export const skillPath = (id: SkillId) => SKILLS.find((s) => s.id === id)!.path;

interface TrackLine {
  at: number;
  city: string;
  text: { en: string; zh: string };
}

export type SkillAnswer =
  | { skill: 'delivery'; status: string; estimatedDeliveryAt: number | null; receiverCity: string; lastTrack: TrackLine | null }
  | { skill: 'fee'; fee: number; collectAmount: number; weightKg: number }
  | { skill: 'address'; senderCity: string; receiverCity: string; receiverAddress: string; receiverName: string }
  | { skill: 'sendOrg'; sendOrg: string; senderCity: string }
  | { skill: 'receipt'; signedBy: string; signedAt: number | null; signedCity: string };

/** Mobile, order or waybill number: what `im/queryOrderAndWaybill` takes. */
export const KEYWORD_RE = /^[A-Za-z0-9-]{4,32}$/;
