/**
 * Words migration 0025 brings to the synonyms groups of migration 0011 (robot-synonyms.data.ts stays as 0011
 * seeded it): the customer words of bench/robot-eval.json's topics in both languages. `add` joins a group where it
 * lacks the word; `drop` (ambiguous words: "moved" is also a parcel moving, "office" also a delivery address)
 * leaves only a group still as 0011 seeded it. A group not listed in 0011 is new.
 */
export const VOCABULARY_0025: { name: string; add: string[]; drop?: string[] }[] = [
  { name: 'large items', add: ['bulky item', 'big box', 'heavy box', 'very heavy', 'television', 'bicycle', 'bike', 'desk', 'dining table', 'bookcase', 'dishwasher', 'air conditioner', 'pallet', 'crate', '大家电', '大箱子', '很重', '床', '桌子', '书柜', '电视', '自行车', '热水器', '托盘', '整车', '零担'] },
  { name: 'send', add: ['send a parcel', 'post a parcel', 'mail a package', 'ship something', 'courier something', 'get a parcel out', 'post to', 'send to', '寄快递', '寄包裹', '寄出', '寄过去', '寄给', '发出去', '发个快递', '下单寄'] },
  { name: 'damaged', add: ['crack', 'dent', 'destroyed', 'bent', 'scratch', 'leak', 'spilled', 'soaked', '破', '烂', '碎掉', '摔', '湿了', '漏', '凹', '划花', '压碎', '破碎'] },
  { name: 'lost', add: ['lose', 'went missing', 'not found', 'cannot be found', '找不着', '搞丢', '弄没了', '遗失'] },
  { name: 'refuse', add: ['turn away', 'turn it down', 'refuse to sign', "don't want it", 'no longer want', 'send back', 'reject delivery', 'decline delivery', 'not sign for', '不签收', '不签', '退还', '不想收'] },
  { name: 'change address', add: ['new place', 'new home', 'new house', 'moved house', 'moved away', 'moved to', 'has moved', 'change the destination', 'wrong street', 'wrong house number', 'address wrong', 'incorrect address', '地址不对', '地址有误', '填错', '写错了', '门牌号', '改派', '送到别的地方', '换个地方', '改一下地址'], drop: ['moved'] },
  { name: 'delivery time', add: ['when does it get there', 'take to arrive', 'when can i expect', 'expected delivery', 'estimated delivery', 'delivery date', 'by when', 'how long will it take', '多快', '要几天', '几号', '哪一天', '多少天', '什么时候能收到', '什么时候能到', '什么时候送到', '预计', '几天到', '次日达', '隔日达', '当天到'] },
  { name: 'price', add: ['how much would it be', 'charges', 'shipping cost', 'what do i pay', '几块钱', '运费怎么算', '价格表', '怎么收费'] },
  { name: 'insurance', add: ['insure it', 'protect it', 'in case it breaks', 'guarantee', '能保吗', '可以保吗', '要不要保', '保额'] },
  { name: 'cash on delivery', add: ['collect from the buyer', 'pay on arrival', 'payment on delivery', 'receiver pays', 'take the money', '货到付', '到货再付', '代收', '收货时付款', '帮我收款', '回款', '货款', '买家付款'] },
  { name: 'prohibited', add: ['restrictions', 'contraband', 'weapon', 'gun', 'medicine', 'cigarettes', '不可以寄', '可以寄吗', '禁运', '违禁品', '药品', '化妆品', '粉末', '活物', '宠物', '管制刀具', '易燃', '易爆'] },
  { name: 'complaint', add: ['report', 'impolite', 'shouted', 'swore', 'yelled', 'attitude', 'terrible service', '骂', '凶', '不耐烦', '态度恶劣', '差劲'] },
  { name: 'invoice', add: ['expense', 'tax invoice', '报销凭证', '发票抬头'] },
  { name: 'outlet', add: ['drop it off', 'bring it in', 'in person', '营业部', '门市', '快递点', '寄件点', '送过去', '自己送'], drop: ['office'] },
  { name: 'weight', add: ['overcharged', 'charged more', '多扣', '扣多了', '多收了', '超了'] },
  { name: 'tracking stalled', add: ["hasn't updated", 'not updating', 'no progress', 'same status', 'stuck at', 'still at', '一动不动', '没有进展', '一直没变', '好几天没', '滞留'] },
  { name: 'track', add: ['状态', 'check on my', 'follow my', 'status of', 'find out where', '在哪里', '查一下物流', '物流信息', '查询', '到了没'] },
  { name: 'pickup', add: ['come and collect', 'come by', 'come round', 'collection time', '上门取', '取走', '几点来'] },
  { name: 'door delivery', add: ['downstairs', 'front door', 'bring it up', 'to the door', '楼下', '放门口', '送到家里', '送货到家'] },
  { name: 'delivered not received', add: ['shows as delivered', 'says it was delivered', 'was delivered', 'never received', 'nothing arrived', 'not at my door', 'someone else signed', '签收了', '已签收', '显示送达', '显示已送达', '没见着', '别人签收', '不是我签的', '代签'] },
  { name: 'parcel', add: ['box', 'boxes', '箱子'] },
  { name: 'courier', add: ['delivery person', 'deliveryman', 'delivery boy'] },
];
