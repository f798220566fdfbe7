/**
 * The demo QA base: twenty logistics topics, each in Chinese and in English (forty entries), so the robot
 * answers a visitor in the language they ask in. classify: 1 hot, 2 sending, 3 fee, 4 parcel lookup, 0 other.
 */
interface Side {
  q: string;
  similar: string[];
  keywords: string[];
  answer: string;
}

export const QA_TOPICS: { classify: number; zh: Side; en: Side }[] = [
  {
    classify: 4,
    zh: { q: '怎么查询我的快递到哪了', similar: ['快递到哪里了', '查快递物流', '包裹物流信息怎么查'], keywords: ['查件', '物流信息'], answer: '<p>请直接发送您的<b>运单号</b>，我会为您查询最新物流轨迹；也可以在官网“运单追踪”中查询。</p>' },
    en: { q: 'How do I track my parcel', similar: ['where is my parcel', 'track my package', 'parcel tracking'], keywords: ['track', 'tracking'], answer: '<p>Send me your <b>waybill number</b> and I will show the latest tracking events. You can also use "Track a waybill" on our website.</p>' },
  },
  {
    classify: 1,
    zh: { q: '快递几天能到', similar: ['多久能送到', '快递需要几天', '时效是多久'], keywords: ['时效', '几天'], answer: '<p>省内一般 1-2 天，跨省 2-4 天，偏远地区 4-7 天，具体以下单页面显示的预计时效为准。</p>' },
    en: { q: 'How long does delivery take', similar: ['how many days to deliver', 'delivery time', 'when will it arrive'], keywords: ['delivery time', 'how long'], answer: '<p>Usually 1–2 days within a province, 2–4 days across provinces and 4–7 days to remote areas. The order page shows the estimate for your route.</p>' },
  },
  {
    classify: 3,
    zh: { q: '运费怎么计算', similar: ['寄快递多少钱', '运费是多少', '首重续重怎么收费'], keywords: ['运费', '收费', '价格'], answer: '<p>运费 = 首重价格 + 续重 × 续重单价，按实际重量与体积重量（长×宽×高/8000）取大者计费。</p>' },
    en: { q: 'How is the shipping fee calculated', similar: ['how much does shipping cost', 'shipping price', 'fee for sending a parcel'], keywords: ['fee', 'price', 'cost'], answer: '<p>Fee = first-kilogram price + each extra kilogram × the extra rate. We charge the greater of actual weight and volume weight (L×W×H/8000).</p>' },
  },
  {
    classify: 2,
    zh: { q: '怎么寄快递', similar: ['我要寄件', '如何下单寄件', '在线寄快递'], keywords: ['寄件', '下单'], answer: '<p>您可以在公众号或官网点击“我要寄件”填写收寄件信息，快递员会在约定时间上门取件。</p>' },
    en: { q: 'How do I send a parcel', similar: ['I want to ship something', 'book a pickup', 'create a shipment'], keywords: ['send', 'ship', 'pickup'], answer: '<p>Choose "Send a parcel" on our website or app, fill in sender and receiver, and a courier will collect it at the time you pick.</p>' },
  },
  {
    classify: 2,
    zh: { q: '快递员什么时候上门取件', similar: ['上门取件时间', '预约取件', '快递员多久来取件'], keywords: ['取件', '上门'], answer: '<p>下单后快递员一般在 2 小时内联系您，并在预约时间段内上门取件。</p>' },
    en: { q: 'When will the courier pick up my parcel', similar: ['pickup time', 'schedule a pickup', 'courier collection time'], keywords: ['pick up', 'collection'], answer: '<p>After you book, a courier usually calls within 2 hours and comes in the time slot you chose.</p>' },
  },
  {
    classify: 1,
    zh: { q: '快递丢了怎么办', similar: ['包裹丢失', '快递丢件怎么赔', '东西丢了'], keywords: ['丢失', '丢件'], answer: '<p>很抱歉给您带来不便！请提供运单号，我们将为您登记查找；确认丢失后按保价或运费的相应倍数赔付。</p>' },
    en: { q: 'My parcel is lost, what can I do', similar: ['lost parcel', 'package missing', 'compensation for lost parcel'], keywords: ['lost', 'missing'], answer: '<p>We are sorry! Give us the waybill number and we will open a search. If the parcel is confirmed lost, we compensate according to the declared value or a multiple of the fee.</p>' },
  },
  {
    classify: 1,
    zh: { q: '包裹破损了怎么办', similar: ['快递破损', '东西摔坏了', '外包装破了'], keywords: ['破损', '损坏'], answer: '<p>请在签收时当面验货，如发现破损请拍照留证并拒收，或在签收后 48 小时内联系客服登记理赔。</p>' },
    en: { q: 'My parcel arrived damaged', similar: ['damaged package', 'item broken', 'box was broken'], keywords: ['damaged', 'broken'], answer: '<p>Please take photos and refuse the parcel at delivery, or contact us within 48 hours of signing so we can register a claim.</p>' },
  },
  {
    classify: 3,
    zh: { q: '保价怎么收费', similar: ['保价费用', '如何保价', '贵重物品保价'], keywords: ['保价'], answer: '<p>保价费为声明价值的 0.5%，最低 1 元；声明价值最高 30000 元，理赔按声明价值及实际损失核定。</p>' },
    en: { q: 'How much is insurance', similar: ['declared value fee', 'insure my parcel', 'insurance for valuables'], keywords: ['insurance', 'declared value'], answer: '<p>Insurance costs 0.5% of the declared value (at least ¥1), up to a declared value of ¥30,000. Claims are settled on the declared value and the actual loss.</p>' },
  },
  {
    classify: 0,
    zh: { q: '可以修改收件地址吗', similar: ['改地址', '更改收货地址', '地址填错了'], keywords: ['改地址', '修改地址'], answer: '<p>包裹派送前可以修改地址，请提供运单号和新地址，转寄到其他城市可能产生额外运费。</p>' },
    en: { q: 'Can I change the delivery address', similar: ['change address', 'wrong address', 'update receiver address'], keywords: ['change address', 'address'], answer: '<p>Yes, before the parcel is out for delivery. Give us the waybill number and the new address; forwarding to another city may cost extra.</p>' },
  },
  {
    classify: 0,
    zh: { q: '快递可以送货上门吗', similar: ['能送上楼吗', '为什么不送货上门', '放驿站了'], keywords: ['送货上门', '驿站'], answer: '<p>我们默认送货上门；如您不方便接收，快递员可能征得您同意后放到驿站或快递柜。</p>' },
    en: { q: 'Do you deliver to the door', similar: ['door delivery', 'why was it left at a locker', 'deliver upstairs'], keywords: ['door', 'locker'], answer: '<p>We deliver to the door by default. If you cannot receive it, the courier may leave it at a station or locker with your consent.</p>' },
  },
  {
    classify: 3,
    zh: { q: '代收货款怎么收费', similar: ['代收货款', '货到付款手续费', 'COD 怎么收'], keywords: ['代收', '货到付款'], answer: '<p>代收货款服务费为代收金额的 1%，最低 3 元，货款在签收后 T+1 日返还至寄件人账户。</p>' },
    en: { q: 'What does cash on delivery cost', similar: ['cod fee', 'collect payment on delivery', 'cash on delivery service'], keywords: ['cash on delivery', 'cod'], answer: '<p>Cash on delivery costs 1% of the amount collected (at least ¥3). The money reaches the sender\'s account one day after delivery.</p>' },
  },
  {
    classify: 2,
    zh: { q: '哪些物品不能寄', similar: ['禁寄物品', '违禁品', '可以寄电池吗'], keywords: ['禁寄', '违禁'], answer: '<p>易燃易爆、管制刀具、毒品、活体动物、现金等禁止寄递；锂电池需随设备寄送并如实申报。</p>' },
    en: { q: 'What items cannot be shipped', similar: ['prohibited items', 'can I send batteries', 'restricted goods'], keywords: ['prohibited', 'restricted'], answer: '<p>Flammables, explosives, weapons, drugs, live animals and cash are prohibited. Lithium batteries must travel inside their device and be declared.</p>' },
  },
  {
    classify: 2,
    zh: { q: '快运大件怎么寄', similar: ['大件物品托运', '家具怎么寄', '寄重货'], keywords: ['快运', '大件', '重货'], answer: '<p>30 公斤以上的大件建议选择快运服务，可预约上门提货、送货上楼及安装，按重量和体积阶梯计价。</p>' },
    en: { q: 'How do I ship large or heavy items', similar: ['freight shipping', 'send furniture', 'heavy parcel'], keywords: ['freight', 'heavy', 'large'], answer: '<p>For items over 30 kg choose our freight service: pickup at your door, delivery upstairs and installation, priced by weight and volume tiers.</p>' },
  },
  {
    classify: 0,
    zh: { q: '怎么投诉快递员', similar: ['投诉', '快递员态度差', '我要投诉'], keywords: ['投诉'], answer: '<p>非常抱歉给您不好的体验，请点击“转人工”并提供运单号和情况说明，我们会在 24 小时内处理回复。</p>' },
    en: { q: 'How do I complain about a courier', similar: ['file a complaint', 'courier was rude', 'I want to complain'], keywords: ['complain', 'complaint'], answer: '<p>We are sorry for the experience. Ask for a human agent with the waybill number and what happened; we reply within 24 hours.</p>' },
  },
  {
    classify: 1,
    zh: { q: '快递显示签收了但我没收到', similar: ['没收到却显示签收', '被签收了', '虚假签收'], keywords: ['签收', '没收到'], answer: '<p>请先确认家人、门卫或快递柜是否代收；如仍未找到，请提供运单号，我们会联系派件网点核实。</p>' },
    en: { q: 'It says delivered but I did not get it', similar: ['marked as delivered but not received', 'signed but not received', 'delivered to someone else'], keywords: ['delivered', 'not received'], answer: '<p>Please check with family, reception or lockers first. If it is still missing, give us the waybill number and we will check with the delivering outlet.</p>' },
  },
  {
    classify: 0,
    zh: { q: '怎么开发票', similar: ['开具发票', '电子发票', '运费发票'], keywords: ['发票'], answer: '<p>签收后可在“我的订单”中申请电子发票，支持增值税普通发票和专用发票。</p>' },
    en: { q: 'How do I get an invoice', similar: ['request an invoice', 'e-invoice', 'receipt for shipping'], keywords: ['invoice', 'receipt'], answer: '<p>After delivery, request an electronic invoice under "My orders"; both ordinary and special VAT invoices are available.</p>' },
  },
  {
    classify: 0,
    zh: { q: '附近的网点在哪里', similar: ['最近的营业网点', '网点地址', '去哪里寄件'], keywords: ['网点', '营业点'], answer: '<p>请在官网“网点查询”输入您所在的区县，即可查看附近网点的地址、电话和营业时间。</p>' },
    en: { q: 'Where is the nearest outlet', similar: ['find a branch', 'outlet address', 'drop off location'], keywords: ['outlet', 'branch'], answer: '<p>Use "Find an outlet" on our website with your district to see nearby outlets, their phone numbers and opening hours.</p>' },
  },
  {
    classify: 3,
    zh: { q: '超重了怎么收费', similar: ['续重费用', '超重加收', '重量不对多收钱'], keywords: ['超重', '续重'], answer: '<p>超出首重部分按续重单价计费，不足 1 公斤按 1 公斤计；如对称重有异议，可要求网点复秤。</p>' },
    en: { q: 'How are overweight parcels charged', similar: ['extra weight fee', 'charged for overweight', 'weight seems wrong'], keywords: ['overweight', 'extra weight'], answer: '<p>Weight above the first kilogram is charged per extra kilogram, rounded up. If you doubt the weight, ask the outlet to weigh it again.</p>' },
  },
  {
    classify: 4,
    zh: { q: '物流信息好几天没更新了', similar: ['物流不更新', '快递停滞了', '轨迹一直不动'], keywords: ['不更新', '停滞'], answer: '<p>可能是中转高峰或天气原因造成延误，请发送运单号，我帮您查询详情；超过 3 天未更新可转人工为您催件。</p>' },
    en: { q: 'Tracking has not updated for days', similar: ['tracking stuck', 'no tracking update', 'parcel not moving'], keywords: ['stuck', 'not updated'], answer: '<p>Peaks at hubs or weather can delay parcels. Send me the waybill number for details; after 3 days without an update ask for an agent to chase it.</p>' },
  },
  {
    classify: 4,
    zh: { q: '可以拒收快递吗', similar: ['拒收', '不想要了怎么退回', '退回寄件人'], keywords: ['拒收', '退回'], answer: '<p>您可以在派送时当面拒收，包裹将退回寄件人，退回运费由寄件人承担。</p>' },
    en: { q: 'Can I refuse a parcel', similar: ['refuse delivery', 'return to sender', 'I do not want the parcel'], keywords: ['refuse', 'return'], answer: '<p>Yes, refuse it at delivery and it goes back to the sender, who pays the return fee.</p>' },
  },
];
