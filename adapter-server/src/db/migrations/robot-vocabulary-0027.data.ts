/**
 * Words migration 0027 brings to the synonyms groups (after 0011 and 0025): how customers describe their situation
 * rather than name the service (changed my mind, in pieces, relocated, the shop closes, 湿透, 报账, 没人敲门), in
 * both languages. Chosen by topic, not from any evaluation sentence; ambiguous words (收件 in 收件人, 店 in 网店,
 * "got to" in "I've got to pay") are left out. `add` joins a group where it lacks the word; `drop` (words whose
 * English stem is another word's: "expenses" and "expensive" are both expens) leaves only a group still as 0011 and
 * 0025 left it. A group not listed in 0011 or 0025 is new.
 */
export const VOCABULARY_0027: { name: string; add: string[]; drop?: string[] }[] = [
  { name: 'track', add: ['how far along', 'how far it', "how far it's", 'how far its', 'where it is now', 'see where', 'on its way', 'en route', 'follow my delivery', '走到哪', '到哪个', '哪一步', '啥情况', '什么情况了', '在路上', '到哪了呀', '现在在哪'] },
  { name: 'delivery time', add: ['when would', 'when will they get', 'when would they get', 'get it by', 'arrive by', 'in time', 'make it by', 'number of days', 'likely to arrive', 'how many working days', 'how soon will', '走多少天', '走几天', '路上要', '要多少天', '得几天', '几天能', '多久能', '来得及', '什么时候送', '啥时候到', '哪天到'] },
  { name: 'price', add: ['what would i pay', 'what will i pay', 'how much would', 'how much will', 'cost me', 'costs', 'what it costs', 'work out the price', 'how do you charge', '花多少', '得花', '咋算钱', '算钱', '收多少钱', '按斤', '按重量', '按大小', '怎么收钱'] },
  { name: 'send', add: ['get it to', 'get a package going', 'send off', 'send a gift', '发点', '寄点', '寄些', '发些', '寄回家', '寄回去', '发过去', '寄一个', '寄一台'] },
  { name: 'pickup', add: ['grab', 'swing by', 'come round', 'come over', 'come and take', 'come take', 'expect someone', 'someone to come', 'nobody has come', "hasn't come", '过来拿', '来家里拿', '上门拿', '来收件', '几点过来', '没人来', '还没来', '来拿件'] },
  { name: 'lost', add: ['nowhere to be found', 'never turned up', 'never showed up', 'misplaced', 'lost track', "can't locate", 'cannot locate', 'no one can find', 'nobody can find', '搞没了', '寄丢', '丢哪', '没影', '下落不明', '不知道去哪了'] },
  { name: 'damaged', add: ['in pieces', 'wet', 'water damage', 'falling apart', 'chipped', 'snapped', 'dented', '泡坏', '湿透', '泡水', '进水', '裂成', '碎成', '摔碎', '烂了', '凹进去', '裂开'] },
  { name: 'insurance', add: ['in case', 'covered', 'get reimbursed', 'compensated if', 'money back if', 'if it breaks', 'if something happens', 'peace of mind', '万一', '有个保障', '多交点钱', '出问题能赔', '丢了能赔', '坏了能赔', '值钱的东西'] },
  { name: 'change address', add: ['relocated', 'moved out', 'new flat', 'new apartment', 'flat number', 'house number', 'follow her', 'follow him', 'forward it', 'send it to my work', 'to my office instead', 'to my work instead', '搬走', '搬到', '搬了家', '门牌', '送到单位', '单位', '改送到', '换到', '改到', '送到别处'] },
  { name: 'door delivery', add: ['all the way up', 'no lift', 'no elevator', 'lift', 'elevator', 'at the gate', 'handed to me', 'hand it to me', 'to my door', 'to my hands', '送进屋', '电梯', '放在门口', '送上来', '送到我家', '小区门口', '放门卫', '扔在'] },
  { name: 'lockers and stations', add: ['left in a locker', 'left at a locker', 'put in a locker', '柜子里', '放柜子', '放驿站', '放快递柜'] },
  { name: 'cash on delivery', add: ['hand the cash', 'pays for the goods', 'pay for the goods', 'pay at the door', 'cash to your courier', 'pass the money', 'pass it on to me', 'money you collect', 'collected money', '再给钱', '再付钱', '货到给钱', '钱给快递员', '打到我卡', '到账', '收到东西再', '帮忙收钱', '代收钱'] },
  { name: 'prohibited', add: ['wine', 'beer', 'spirits', 'battery pack', 'spare battery', "you won't take", 'you wont take', "you don't take", "you don't carry", "won't carry", 'allowed to send', 'allowed to ship', '白酒', '红酒', '啤酒', '你们不收', '不给寄', '能寄吗', '让不让寄', '允许寄'] },
  { name: 'large items', add: ['three-seater', 'big and heavy', 'bed', 'tv', 'king size', 'exercise bike', 'hundreds of kilos', '一百多斤', '几百斤', '大机器', '实木', '双人床', '电视机'] },
  { name: 'complaint', add: ['swore', 'swearing', 'nasty', 'shouted at', 'threw', 'thrown', 'who do i tell', 'do something about it', 'behaviour', 'behavior', 'disrespectful', 'aggressive', '大吼大叫', '吼', '扔地上', '乱扔', '没礼貌', '甩脸色', '态度'] },
  { name: 'delivered not received', add: ['status is complete', 'shows complete', 'completed', 'nothing at my door', 'nothing here', "it's not here", 'neighbours', 'neighbors', '已经送到', '送到了', '没人敲门', '有人签了', '不是我签', '显示送到', '说送到了', '根本没收到', '没见到东西'] },
  { name: 'invoice', drop: ['expenses', 'expense'], add: ['tax document', 'claim back', 'claim it back', 'expense claim', 'company expenses', 'for my accounts', '报账', '抬头', '开张票', '开一张', '拿票', '票据', '开个票'] },
  { name: 'outlet', add: ['shop', 'close', 'closing time', 'opening time', 'open until', 'hand it in', '关门', '开门', '几点开', '营业', '你们的店', '自己去寄', '自己拿去'] },
  { name: 'weight', add: ['weighed it', 'weighs', 'scale', 'scales', 'first kilo', 'extra kilo', 'per kilo', 'past the first', '称才', '才两斤', '每公斤', '超出来', '多出来的'] },
  { name: 'tracking stalled', add: ['same line', 'forgotten', 'not budged', "hasn't budged", 'no news', 'same city', 'for days now', '同一条', '再也没', '不走了', '一直是', '没变过', '好久没', '一个礼拜'] },
  // New: fragile goods are not damaged ones (碎 of 易碎 is no 碎了; a word inside a longer word reads as the longer one's group).
  { name: 'fragile', add: ['fragile', 'fragile item', 'fragile items', 'breakable', 'handle with care', '易碎', '易碎品', '易碎物品', '小心轻放', '轻拿轻放'] },
  { name: 'refuse', add: ['take it back', "don't accept", 'dont accept', 'not take it', "don't need it", 'dont need', 'no longer need', 'send it away', '带回去', '拿回去', '退给', '退回去', '不签收'] },
];
