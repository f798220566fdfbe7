/**
 * The visitor's evaluation of a human session (product.md §3): satisfaction 1..5 and four categories with four
 * reasons each. Codes are stored; texts are shown. Shared by the evaluation page and the server's validation.
 */
interface EvaluationReason {
  code: string;
  en: string;
  zh: string;
}

interface EvaluationCategory {
  code: 'timeliness' | 'logisticsService' | 'parcelSafety' | 'customerService';
  en: string;
  zh: string;
  reasons: EvaluationReason[];
}

export const SATISFACTION = [
  { score: 1, en: 'Very dissatisfied', zh: '非常不满意' },
  { score: 2, en: 'Dissatisfied', zh: '不满意' },
  { score: 3, en: 'Neutral', zh: '一般' },
  { score: 4, en: 'Satisfied', zh: '满意' },
  { score: 5, en: 'Very satisfied', zh: '非常满意' },
] as const;

export const EVALUATION_CATEGORIES: EvaluationCategory[] = [
  {
    code: 'timeliness',
    en: 'Logistics timeliness',
    zh: '物流时效',
    reasons: [
      { code: 'slow_pickup', en: 'Pickup took too long', zh: '揽收不及时' },
      { code: 'slow_transit', en: 'Slow in transit', zh: '运输时间过长' },
      { code: 'late_delivery', en: 'Delivered later than promised', zh: '未按承诺时间送达' },
      { code: 'tracking_stale', en: 'Tracking not updated', zh: '物流信息更新不及时' },
    ],
  },
  {
    code: 'logisticsService',
    en: 'Logistics service',
    zh: '物流服务',
    reasons: [
      { code: 'courier_attitude', en: 'Courier was impolite', zh: '快递员态度不好' },
      { code: 'no_door_delivery', en: 'Not delivered to the door', zh: '未送货上门' },
      { code: 'no_call', en: 'No call before delivery', zh: '派送前未电话联系' },
      { code: 'extra_fee', en: 'Unexpected extra charges', zh: '乱收费' },
    ],
  },
  {
    code: 'parcelSafety',
    en: 'Parcel safety',
    zh: '包裹安全',
    reasons: [
      { code: 'damaged', en: 'Parcel damaged', zh: '包裹破损' },
      { code: 'missing_items', en: 'Items missing', zh: '内件缺失' },
      { code: 'lost', en: 'Parcel lost', zh: '包裹丢失' },
      { code: 'wrong_recipient', en: 'Signed by someone else', zh: '被他人冒领' },
    ],
  },
  {
    code: 'customerService',
    en: 'Customer service',
    zh: '客服服务',
    reasons: [
      { code: 'slow_reply', en: 'Replies were slow', zh: '回复速度慢' },
      { code: 'not_solved', en: 'Problem not solved', zh: '问题未解决' },
      { code: 'unprofessional', en: 'Answers were not professional', zh: '回答不专业' },
      { code: 'poor_attitude', en: 'Agent was impolite', zh: '客服态度差' },
    ],
  },
];
