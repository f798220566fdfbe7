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
    zh: { q: '怎么查询我的快递到哪了', similar: ['快递到哪里了', '查快递物流', '包裹物流信息怎么查', '我的包裹现在在哪', '快递现在什么状态', '帮我查一下快递'], keywords: ['查件', '物流信息', '物流', '到哪了', '状态'], answer: '<p>请直接发送您的<b>运单号</b>，我会为您查询最新物流轨迹；也可以在官网“运单追踪”中查询。</p>' },
    en: { q: 'How do I track my parcel', similar: ['where is my parcel', 'track my package', 'parcel tracking', 'where is my package now', 'check the status of my shipment', 'find my parcel'], keywords: ['track', 'tracking', 'status', 'where is'], answer: '<p>Send me your <b>waybill number</b> and I will show the latest tracking events. You can also use "Track a waybill" on our website.</p>' },
  },
  {
    classify: 1,
    zh: { q: '快递几天能到', similar: ['多久能送到', '快递需要几天', '时效是多久', '寄过去要几天', '什么时候能收到', '寄到外省要多长时间'], keywords: ['时效', '几天', '多久', '多长时间', '什么时候到'], answer: '<p>省内一般 1-2 天，跨省 2-4 天，偏远地区 4-7 天，具体以下单页面显示的预计时效为准。</p>' },
    en: { q: 'How long does delivery take', similar: ['how many days to deliver', 'delivery time', 'when will it arrive', 'how many days will it take to arrive', 'when will my parcel be delivered', 'how long to another province'], keywords: ['delivery time', 'how long', 'how many days', 'arrive', 'transit time'], answer: '<p>Usually 1–2 days within a province, 2–4 days across provinces and 4–7 days to remote areas. The order page shows the estimate for your route.</p>' },
  },
  {
    classify: 3,
    zh: { q: '运费怎么计算', similar: ['寄快递多少钱', '运费是多少', '首重续重怎么收费', '寄一公斤多少钱', '运费怎么算', '价格表'], keywords: ['运费', '收费', '价格', '多少钱', '费用', '首重'], answer: '<p>运费 = 首重价格 + 续重 × 续重单价，按实际重量与体积重量（长×宽×高/8000）取大者计费。</p>' },
    en: { q: 'How is the shipping fee calculated', similar: ['how much does shipping cost', 'shipping price', 'fee for sending a parcel', 'how much to send a parcel', 'what are your rates', 'price list'], keywords: ['fee', 'price', 'cost', 'how much', 'rates', 'charge'], answer: '<p>Fee = first-kilogram price + each extra kilogram × the extra rate. We charge the greater of actual weight and volume weight (L×W×H/8000).</p>' },
  },
  {
    classify: 2,
    zh: { q: '怎么寄快递', similar: ['我要寄件', '如何下单寄件', '在线寄快递', '怎么寄包裹', '第一次寄快递怎么操作', '寄东西怎么下单'], keywords: ['寄件', '下单', '寄快递', '寄东西', '发快递'], answer: '<p>您可以在公众号或官网点击“我要寄件”填写收寄件信息，快递员会在约定时间上门取件。</p>' },
    en: { q: 'How do I send a parcel', similar: ['I want to ship something', 'book a pickup', 'create a shipment', 'how to post a parcel', 'how do I mail a package', 'first time sending a parcel'], keywords: ['send', 'ship', 'pickup', 'post', 'mail', 'send a parcel'], answer: '<p>Choose "Send a parcel" on our website or app, fill in sender and receiver, and a courier will collect it at the time you pick.</p>' },
  },
  {
    classify: 2,
    zh: { q: '快递员什么时候上门取件', similar: ['上门取件时间', '预约取件', '快递员多久来取件', '快递员几点来取件', '下单后多久上门', '揽收时间'], keywords: ['取件', '上门', '揽收', '上门取件', '来取'], answer: '<p>下单后快递员一般在 2 小时内联系您，并在预约时间段内上门取件。</p>' },
    en: { q: 'When will the courier pick up my parcel', similar: ['pickup time', 'schedule a pickup', 'courier collection time', 'what time will the courier come', 'when will someone collect my parcel', 'the courier has not come to collect'], keywords: ['pick up', 'collection', 'collect', 'come to collect'], answer: '<p>After you book, a courier usually calls within 2 hours and comes in the time slot you chose.</p>' },
  },
  {
    classify: 1,
    zh: { q: '快递丢了怎么办', similar: ['包裹丢失', '快递丢件怎么赔', '东西丢了', '快递不见了', '包裹找不到了', '丢件赔偿'], keywords: ['丢失', '丢件', '丢了', '不见了', '赔偿'], answer: '<p>很抱歉给您带来不便！请提供运单号，我们将为您登记查找；确认丢失后按保价或运费的相应倍数赔付。</p>' },
    en: { q: 'My parcel is lost, what can I do', similar: ['lost parcel', 'package missing', 'compensation for lost parcel', 'my parcel never arrived', 'you lost my package', 'parcel disappeared'], keywords: ['lost', 'missing', 'never arrived', 'compensation'], answer: '<p>We are sorry! Give us the waybill number and we will open a search. If the parcel is confirmed lost, we compensate according to the declared value or a multiple of the fee.</p>' },
  },
  {
    classify: 1,
    zh: { q: '包裹破损了怎么办', similar: ['快递破损', '东西摔坏了', '外包装破了', '东西碎了', '收到的东西坏了', '包裹被压坏了'], keywords: ['破损', '损坏', '摔坏', '碎了', '理赔'], answer: '<p>请在签收时当面验货，如发现破损请拍照留证并拒收，或在签收后 48 小时内联系客服登记理赔。</p>' },
    en: { q: 'My parcel arrived damaged', similar: ['damaged package', 'item broken', 'box was broken', 'the item inside is broken', 'my order arrived smashed', 'parcel was crushed'], keywords: ['damaged', 'broken', 'smashed', 'crushed', 'claim'], answer: '<p>Please take photos and refuse the parcel at delivery, or contact us within 48 hours of signing so we can register a claim.</p>' },
  },
  {
    classify: 3,
    zh: { q: '保价怎么收费', similar: ['保价费用', '如何保价', '贵重物品保价', '贵重物品怎么寄', '保价怎么买', '要不要保价'], keywords: ['保价', '保险', '贵重物品', '声明价值'], answer: '<p>保价费为声明价值的 0.5%，最低 1 元；声明价值最高 30000 元，理赔按声明价值及实际损失核定。</p>' },
    en: { q: 'How much is insurance', similar: ['declared value fee', 'insure my parcel', 'insurance for valuables', 'should I insure my parcel', 'insurance cost for an expensive item', 'how to protect a valuable item'], keywords: ['insurance', 'declared value', 'insure', 'valuable', 'protect'], answer: '<p>Insurance costs 0.5% of the declared value (at least ¥1), up to a declared value of ¥30,000. Claims are settled on the declared value and the actual loss.</p>' },
  },
  {
    classify: 0,
    zh: { q: '可以修改收件地址吗', similar: ['改地址', '更改收货地址', '地址填错了', '寄错地址了', '派送前能改地址吗', '能改成送到别的地方吗'], keywords: ['改地址', '修改地址', '地址', '新地址', '改派'], answer: '<p>包裹派送前可以修改地址，请提供运单号和新地址，转寄到其他城市可能产生额外运费。</p>' },
    en: { q: 'Can I change the delivery address', similar: ['change address', 'wrong address', 'update receiver address', 'I entered the wrong address', 'send it to a different address', 'redirect my parcel'], keywords: ['change address', 'address', 'new address', 'redirect', 'wrong address'], answer: '<p>Yes, before the parcel is out for delivery. Give us the waybill number and the new address; forwarding to another city may cost extra.</p>' },
  },
  {
    classify: 0,
    zh: { q: '快递可以送货上门吗', similar: ['能送上楼吗', '为什么不送货上门', '放驿站了', '能送到家里吗', '为什么放快递柜', '快递员不送上楼'], keywords: ['送货上门', '驿站', '上楼', '快递柜', '送到家'], answer: '<p>我们默认送货上门；如您不方便接收，快递员可能征得您同意后放到驿站或快递柜。</p>' },
    en: { q: 'Do you deliver to the door', similar: ['door delivery', 'why was it left at a locker', 'deliver upstairs', 'will you bring it to my home', 'why was my parcel left at a pickup point', 'the courier did not come upstairs'], keywords: ['door', 'locker', 'upstairs', 'home delivery'], answer: '<p>We deliver to the door by default. If you cannot receive it, the courier may leave it at a station or locker with your consent.</p>' },
  },
  {
    classify: 3,
    zh: { q: '代收货款怎么收费', similar: ['代收货款', '货到付款手续费', 'COD 怎么收', '能帮我收货款吗', '买家收货时付钱', '货款什么时候到账'], keywords: ['代收', '货到付款', '代收款', '货款', '到付'], answer: '<p>代收货款服务费为代收金额的 1%，最低 3 元，货款在签收后 T+1 日返还至寄件人账户。</p>' },
    en: { q: 'What does cash on delivery cost', similar: ['cod fee', 'collect payment on delivery', 'cash on delivery service', 'can the buyer pay on delivery', 'can you collect money from my customer', 'when do I get the collected money'], keywords: ['cash on delivery', 'cod', 'collect payment', 'pay on delivery'], answer: '<p>Cash on delivery costs 1% of the amount collected (at least ¥3). The money reaches the sender\'s account one day after delivery.</p>' },
  },
  {
    classify: 2,
    zh: { q: '哪些物品不能寄', similar: ['禁寄物品', '违禁品', '可以寄电池吗', '什么不能寄', '能寄液体吗', '能寄食品吗'], keywords: ['禁寄', '违禁', '不能寄', '禁止', '危险品'], answer: '<p>易燃易爆、管制刀具、毒品、活体动物、现金等禁止寄递；锂电池需随设备寄送并如实申报。</p>' },
    en: { q: 'What items cannot be shipped', similar: ['prohibited items', 'can I send batteries', 'restricted goods', "what can't I send", 'is it allowed to ship liquids', 'dangerous goods'], keywords: ['prohibited', 'restricted', 'not allowed', 'dangerous goods', 'banned'], answer: '<p>Flammables, explosives, weapons, drugs, live animals and cash are prohibited. Lithium batteries must travel inside their device and be declared.</p>' },
  },
  {
    classify: 2,
    zh: { q: '快运大件怎么寄', similar: ['大件物品托运', '家具怎么寄', '寄重货', '大家电怎么寄', '搬家物品托运', '超过30公斤怎么寄'], keywords: ['快运', '大件', '重货', '家具', '家电', '托运'], answer: '<p>30 公斤以上的大件建议选择快运服务，可预约上门提货、送货上楼及安装，按重量和体积阶梯计价。</p>' },
    en: { q: 'How do I ship large or heavy items', similar: ['freight shipping', 'send furniture', 'heavy parcel', 'ship appliances', 'send a bulky item', 'items over 30 kg'], keywords: ['freight', 'heavy', 'large', 'bulky', 'furniture', 'appliance'], answer: '<p>For items over 30 kg choose our freight service: pickup at your door, delivery upstairs and installation, priced by weight and volume tiers.</p>' },
  },
  {
    classify: 0,
    zh: { q: '怎么投诉快递员', similar: ['投诉', '快递员态度差', '我要投诉', '快递员服务不好', '投诉快递小哥', '对快递员不满意'], keywords: ['投诉', '态度', '服务差', '不满意'], answer: '<p>非常抱歉给您不好的体验，请点击“转人工”并提供运单号和情况说明，我们会在 24 小时内处理回复。</p>' },
    en: { q: 'How do I complain about a courier', similar: ['file a complaint', 'courier was rude', 'I want to complain', 'report a rude courier', 'unhappy with the courier', 'complain about the delivery driver'], keywords: ['complain', 'complaint', 'rude', 'report'], answer: '<p>We are sorry for the experience. Ask for a human agent with the waybill number and what happened; we reply within 24 hours.</p>' },
  },
  {
    classify: 1,
    zh: { q: '快递显示签收了但我没收到', similar: ['没收到却显示签收', '被签收了', '虚假签收', '显示已签收但是没收到包裹', '别人签收了我的快递', '快递显示送达但没收到'], keywords: ['签收', '没收到', '已签收', '显示签收'], answer: '<p>请先确认家人、门卫或快递柜是否代收；如仍未找到，请提供运单号，我们会联系派件网点核实。</p>' },
    en: { q: 'It says delivered but I did not get it', similar: ['marked as delivered but not received', 'signed but not received', 'delivered to someone else', 'delivered status but nothing arrived', 'delivered to the wrong person', 'parcel shows delivered but it is not here'], keywords: ['delivered', 'not received', 'says delivered', 'never got'], answer: '<p>Please check with family, reception or lockers first. If it is still missing, give us the waybill number and we will check with the delivering outlet.</p>' },
  },
  {
    classify: 0,
    zh: { q: '怎么开发票', similar: ['开具发票', '电子发票', '运费发票', '发票怎么申请', '报销要发票', '能开专票吗'], keywords: ['发票', '开票', '报销', '专票'], answer: '<p>签收后可在“我的订单”中申请电子发票，支持增值税普通发票和专用发票。</p>' },
    en: { q: 'How do I get an invoice', similar: ['request an invoice', 'e-invoice', 'receipt for shipping', 'can I get a receipt', 'invoice for reimbursement', 'VAT invoice'], keywords: ['invoice', 'receipt', 'vat', 'reimbursement'], answer: '<p>After delivery, request an electronic invoice under "My orders"; both ordinary and special VAT invoices are available.</p>' },
  },
  {
    classify: 0,
    zh: { q: '附近的网点在哪里', similar: ['最近的营业网点', '网点地址', '去哪里寄件', '哪里可以自己寄件', '网点营业时间', '最近的快递点在哪'], keywords: ['网点', '营业点', '营业部', '门店', '寄件点'], answer: '<p>请在官网“网点查询”输入您所在的区县，即可查看附近网点的地址、电话和营业时间。</p>' },
    en: { q: 'Where is the nearest outlet', similar: ['find a branch', 'outlet address', 'drop off location', 'can I bring my parcel to a branch', 'outlet opening hours', 'service point address'], keywords: ['outlet', 'branch', 'drop off', 'opening hours'], answer: '<p>Use "Find an outlet" on our website with your district to see nearby outlets, their phone numbers and opening hours.</p>' },
  },
  {
    classify: 3,
    zh: { q: '超重了怎么收费', similar: ['续重费用', '超重加收', '重量不对多收钱', '为什么多收了运费', '称重有问题', '超重加钱'], keywords: ['超重', '续重', '重量', '称重', '多收'], answer: '<p>超出首重部分按续重单价计费，不足 1 公斤按 1 公斤计；如对称重有异议，可要求网点复秤。</p>' },
    en: { q: 'How are overweight parcels charged', similar: ['extra weight fee', 'charged for overweight', 'weight seems wrong', 'I was charged for more weight', 'the weight is wrong', 'extra charge for weight'], keywords: ['overweight', 'extra weight', 'weight', 'charged more'], answer: '<p>Weight above the first kilogram is charged per extra kilogram, rounded up. If you doubt the weight, ask the outlet to weigh it again.</p>' },
  },
  {
    classify: 4,
    zh: { q: '物流信息好几天没更新了', similar: ['物流不更新', '快递停滞了', '轨迹一直不动', '物流几天没变化', '快递卡在中转站', '物流停在一个地方'], keywords: ['不更新', '停滞', '没更新', '卡住', '中转'], answer: '<p>可能是中转高峰或天气原因造成延误，请发送运单号，我帮您查询详情；超过 3 天未更新可转人工为您催件。</p>' },
    en: { q: 'Tracking has not updated for days', similar: ['tracking stuck', 'no tracking update', 'parcel not moving', 'parcel stuck at the hub', 'no news on my parcel for days', 'tracking not moving'], keywords: ['stuck', 'not updated', 'no update', 'delay', 'hub'], answer: '<p>Peaks at hubs or weather can delay parcels. Send me the waybill number for details; after 3 days without an update ask for an agent to chase it.</p>' },
  },
  {
    classify: 4,
    zh: { q: '可以拒收快递吗', similar: ['拒收', '不想要了怎么退回', '退回寄件人', '拒签怎么操作', '退回给卖家', '拒收后运费谁承担'], keywords: ['拒收', '退回', '拒签', '不要了', '退回寄件人'], answer: '<p>您可以在派送时当面拒收，包裹将退回寄件人，退回运费由寄件人承担。</p>' },
    en: { q: 'Can I refuse a parcel', similar: ['refuse delivery', 'return to sender', 'I do not want the parcel', 'can I reject the delivery', 'send the parcel back', 'who pays if I refuse'], keywords: ['refuse', 'return', 'reject', 'refuse delivery', 'send back'], answer: '<p>Yes, refuse it at delivery and it goes back to the sender, who pays the return fee.</p>' },
  },
];
