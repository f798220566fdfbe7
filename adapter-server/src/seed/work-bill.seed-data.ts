/** Demo data of the workbench: outlets, type codes, dictionaries and a handful of waybills with tracks. */

type OutletSeed = [code: string, zh: string, en: string, type: 'kd' | 'ky', province: string, city: string, address: string, phone: string, manager: string];

export const OUTLETS: OutletSeed[] = [
  ['SH001', '上海浦东转运中心', 'Shanghai Pudong Hub', 'kd', '上海', '上海', '浦东新区川沙路 1688 号', '021-58001234', '周建国'],
  ['SH002', '上海徐汇营业部', 'Shanghai Xuhui Outlet', 'kd', '上海', '上海', '徐汇区漕溪北路 88 号', '021-64002233', '吴丽'],
  ['SH101', '上海青浦快运分拨中心', 'Shanghai Qingpu Freight Hub', 'ky', '上海', '上海', '青浦区华新镇华腾路 200 号', '021-59701111', '沈海'],
  ['BJ001', '北京顺义转运中心', 'Beijing Shunyi Hub', 'kd', '北京', '北京', '顺义区空港物流园 8 号', '010-80481234', '马骏'],
  ['BJ002', '北京朝阳营业部', 'Beijing Chaoyang Outlet', 'kd', '北京', '北京', '朝阳区建国路 93 号', '010-65001122', '高敏'],
  ['BJ101', '北京大兴快运分拨中心', 'Beijing Daxing Freight Hub', 'ky', '北京', '北京', '大兴区京开路 56 号', '010-61201234', '韩东'],
  ['GZ001', '广州白云转运中心', 'Guangzhou Baiyun Hub', 'kd', '广东', '广州', '白云区太和镇龙归路 12 号', '020-36001234', '黄志强'],
  ['GZ002', '广州天河营业部', 'Guangzhou Tianhe Outlet', 'kd', '广东', '广州', '天河区天河路 385 号', '020-38881234', '梁晓'],
  ['SZ001', '深圳宝安转运中心', 'Shenzhen Bao\'an Hub', 'kd', '广东', '深圳', '宝安区福永街道物流园 3 栋', '0755-27001234', '陈立'],
  ['SZ002', '深圳南山营业部', 'Shenzhen Nanshan Outlet', 'kd', '广东', '深圳', '南山区科技园南路 16 号', '0755-86001234', '林悦'],
  ['SZ101', '深圳龙岗快运分拨中心', 'Shenzhen Longgang Freight Hub', 'ky', '广东', '深圳', '龙岗区平湖物流园 A 区', '0755-28001234', '邓伟'],
  ['HZ001', '杭州萧山转运中心', 'Hangzhou Xiaoshan Hub', 'kd', '浙江', '杭州', '萧山区空港大道 666 号', '0571-82801234', '钱峰'],
  ['HZ002', '杭州西湖营业部', 'Hangzhou Xihu Outlet', 'kd', '浙江', '杭州', '西湖区文三路 478 号', '0571-88001234', '孙婷'],
  ['NJ001', '南京江宁转运中心', 'Nanjing Jiangning Hub', 'kd', '江苏', '南京', '江宁区秣陵街道物流大道 9 号', '025-52101234', '朱晨'],
  ['SU001', '苏州工业园区营业部', 'Suzhou Industrial Park Outlet', 'kd', '江苏', '苏州', '工业园区星湖街 328 号', '0512-62801234', '徐磊'],
  ['WH001', '武汉东西湖转运中心', 'Wuhan Dongxihu Hub', 'kd', '湖北', '武汉', '东西湖区走马岭物流园 6 号', '027-83201234', '胡斌'],
  ['WH101', '武汉快运分拨中心', 'Wuhan Freight Hub', 'ky', '湖北', '武汉', '汉阳区四新大道 18 号', '027-84501234', '罗刚'],
  ['CD001', '成都双流转运中心', 'Chengdu Shuangliu Hub', 'kd', '四川', '成都', '双流区航空港物流园 11 号', '028-85701234', '何雨'],
  ['CD002', '成都锦江营业部', 'Chengdu Jinjiang Outlet', 'kd', '四川', '成都', '锦江区春熙路 27 号', '028-86601234', '谢雯'],
  ['CQ001', '重庆渝北转运中心', 'Chongqing Yubei Hub', 'kd', '重庆', '重庆', '渝北区空港工业园 5 号', '023-67801234', '唐勇'],
  ['XA001', '西安咸阳转运中心', 'Xi\'an Xianyang Hub', 'kd', '陕西', '西安', '西咸新区空港新城 21 号', '029-33201234', '冯涛'],
  ['XA101', '西安快运分拨中心', 'Xi\'an Freight Hub', 'ky', '陕西', '西安', '灞桥区港务大道 101 号', '029-83601234', '曹阳'],
  ['ZZ001', '郑州航空港转运中心', 'Zhengzhou Airport Hub', 'kd', '河南', '郑州', '航空港区新港大道 30 号', '0371-86001234', '魏红'],
  ['TJ001', '天津武清转运中心', 'Tianjin Wuqing Hub', 'kd', '天津', '天津', '武清区京滨工业园 15 号', '022-82101234', '于洋'],
  ['SY001', '沈阳于洪转运中心', 'Shenyang Yuhong Hub', 'kd', '辽宁', '沈阳', '于洪区沙岭物流园 7 号', '024-25701234', '崔凯'],
  ['QD001', '青岛胶州转运中心', 'Qingdao Jiaozhou Hub', 'kd', '山东', '青岛', '胶州市物流大道 88 号', '0532-87201234', '姜涛'],
  ['XM001', '厦门同安营业部', 'Xiamen Tong\'an Outlet', 'kd', '福建', '厦门', '同安区工业集中区 12 号', '0592-73101234', '蔡明'],
  ['CS001', '长沙黄花转运中心', 'Changsha Huanghua Hub', 'kd', '湖南', '长沙', '长沙县黄花镇空港路 6 号', '0731-84701234', '彭亮'],
  ['KM001', '昆明官渡营业部', 'Kunming Guandu Outlet', 'kd', '云南', '昆明', '官渡区春城路 219 号', '0871-63101234', '杨柳'],
  ['HF001', '合肥新站转运中心', 'Hefei Xinzhan Hub', 'kd', '安徽', '合肥', '新站区物流大道 19 号', '0551-64201234', '汪洁'],
];

/** [code, parent, zh, en] big types have parent null. */
export const WORK_BILL_TYPES: [string, string | null, string, string][] = [
  ['CMP', null, '投诉', 'Complaint'],
  ['CMP01', 'CMP', '派送延误', 'Late delivery'],
  ['CMP02', 'CMP', '服务态度', 'Service attitude'],
  ['CMP03', 'CMP', '虚假签收', 'False signature'],
  ['QRY', null, '查询', 'Enquiry'],
  ['QRY01', 'QRY', '物流停滞', 'No tracking update'],
  ['QRY02', 'QRY', '地址变更', 'Change of address'],
  ['CLM', null, '理赔', 'Claim'],
  ['CLM01', 'CLM', '破损', 'Damaged'],
  ['CLM02', 'CLM', '丢失', 'Lost'],
  ['CLM03', 'CLM', '内件短少', 'Contents missing'],
  ['URG', null, '催件', 'Chase'],
  ['URG01', 'URG', '催派送', 'Chase delivery'],
  ['URG02', 'URG', '催揽收', 'Chase pick-up'],
];

/** [type, code, zh, en] */
export const DICT: [string, string, string, string][] = [
  ['complaint_dept', 'CS', '客服中心', 'Customer service centre'],
  ['complaint_dept', 'OPS', '运营管理部', 'Operations'],
  ['complaint_dept', 'DLV', '派送管理部', 'Delivery management'],
  ['complaint_dept', 'HUB', '转运中心', 'Hub operations'],
  ['complaint_dept', 'CLM', '理赔部', 'Claims department'],
  ['problem_code', 'P01', '地址不详', 'Incomplete address'],
  ['problem_code', 'P02', '客户拒收', 'Refused by receiver'],
  ['problem_code', 'P03', '外包装破损', 'Damaged packaging'],
  ['problem_code', 'P04', '电话无人接听', 'Receiver not answering'],
  ['abnormal_code', 'A01', '漏扫描', 'Missed scan'],
  ['abnormal_code', 'A02', '超重', 'Overweight'],
  ['abnormal_code', 'A03', '错分', 'Missorted'],
  ['work_bill_status', 'pending', '待处理', 'Pending'],
  ['work_bill_status', 'processing', '处理中', 'Processing'],
  ['work_bill_status', 'handled', '已处理', 'Handled'],
  ['work_bill_status', 'invalid', '已作废', 'Invalid'],
];

interface WaybillSeed {
  no: string;
  type: 'kd' | 'ky';
  from: [string, string];
  to: [string, string];
  sender: [string, string, string];
  receiver: [string, string, string];
  weight: number;
  fee: number;
  cod: number;
  status: 'in_transit' | 'delivering' | 'delivered' | 'exception' | 'collected';
  hops: string[];
}

export const WAYBILLS: WaybillSeed[] = [
  { no: 'KD100200300401', type: 'kd', from: ['上海', 'SH002'], to: ['北京', 'BJ002'], sender: ['王芳', '13800138001', '徐汇区漕溪北路 100 号'], receiver: ['赵磊', '13900139002', '朝阳区建国路 88 号 SOHO 3 栋'], weight: 1.2, fee: 18, cod: 0, status: 'delivering', hops: ['上海', '上海', '北京', '北京'] },
  { no: 'KD100200300402', type: 'kd', from: ['广州', 'GZ002'], to: ['深圳', 'SZ002'], sender: ['梁敏', '13600136003', '天河区体育西路 12 号'], receiver: ['陈晨', '13700137004', '南山区科技园 6 栋'], weight: 0.5, fee: 12, cod: 199, status: 'delivered', hops: ['广州', '深圳', '深圳'] },
  { no: 'KD100200300403', type: 'kd', from: ['杭州', 'HZ002'], to: ['成都', 'CD002'], sender: ['钱程', '13500135005', '西湖区文三路 20 号'], receiver: ['何静', '13300133006', '锦江区春熙路 5 号'], weight: 2.8, fee: 26, cod: 0, status: 'exception', hops: ['杭州', '武汉', '成都'] },
  { no: 'SF1234567890', type: 'kd', from: ['北京', 'BJ002'], to: ['上海', 'SH002'], sender: ['高远', '13100131007', '朝阳区望京街 10 号'], receiver: ['沈琳', '13200132008', '浦东新区世纪大道 100 号'], weight: 0.8, fee: 15, cod: 0, status: 'in_transit', hops: ['北京', '天津', '南京'] },
  { no: '880012345678', type: 'kd', from: ['南京', 'NJ001'], to: ['苏州', 'SU001'], sender: ['朱丹', '15800158009', '江宁区双龙大道 1 号'], receiver: ['徐亮', '15900159010', '工业园区星湖街 50 号'], weight: 3.5, fee: 20, cod: 0, status: 'collected', hops: ['南京'] },
  { no: 'KY2024000101', type: 'ky', from: ['深圳', 'SZ101'], to: ['武汉', 'WH101'], sender: ['深圳市华科电子有限公司', '0755-28881234', '龙岗区平湖华南城 2 号'], receiver: ['武汉楚天贸易有限公司', '027-84561234', '汉阳区四新大道 66 号'], weight: 320, fee: 860, cod: 0, status: 'in_transit', hops: ['深圳', '长沙', '武汉'] },
  { no: 'KY2024000102', type: 'ky', from: ['上海', 'SH101'], to: ['西安', 'XA101'], sender: ['上海精工机械厂', '021-59708888', '青浦区华新镇 12 号'], receiver: ['西安秦川制造', '029-83608888', '灞桥区纺织城 8 号'], weight: 1250, fee: 2680, cod: 5000, status: 'delivered', hops: ['上海', '郑州', '西安'] },
  { no: '9012345678', type: 'ky', from: ['北京', 'BJ101'], to: ['沈阳', 'SY001'], sender: ['北京京东方家具', '010-61208888', '大兴区西红门 3 号'], receiver: ['沈阳盛京家居', '024-25708888', '于洪区沙岭镇 7 号'], weight: 540, fee: 1320, cod: 0, status: 'exception', hops: ['北京', '天津', '沈阳'] },
];
