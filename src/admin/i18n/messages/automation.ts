/** Texts of the automation rules' act editor (`/automationRuleMgt`), English and Simplified Chinese. */
import { nestPairs, type Pair } from './pairs';

const TEXTS: Record<string, Pair> = {
  add: ['Add an act', '添加动作'],
  remove: ['Remove this act', '删除该动作'],
  act: ['Act', '动作'],
  label: ['Label', '标签'],
  priority: ['Priority', '优先级'],
  quickReply: ['Common quick reply', '公共快捷回复'],
  workBillType: ['Work bill type', '工单类型'],
  dept: ['Complaint department', '投诉部门'],
  noAct: ['No act yet: add at least one', '尚无动作：请至少添加一个'],
  inOrder: ['Done in this order; each shows in the chat as a line only staff see', '按此顺序执行；每个动作都会在会话中显示一条仅员工可见的记录'],
  optionsFailed: ['The quick replies or work bill types could not be loaded; reload the page to pick them.', '快捷回复或工单类型加载失败，请刷新页面后再选择。'],
  'acts.addLabel': ['Add a label', '添加标签'],
  'acts.setPriority': ['Set the priority', '设置优先级'],
  'acts.sendQuickReply': ['Send a quick reply to the visitor', '向访客发送快捷回复'],
  'acts.openWorkBill': ["Open a work bill with the chat's waybill", '用会话中的运单创建工单'],
};

export const automationEn: Record<string, unknown> = { ccim: { automation: nestPairs(TEXTS, 0) } };
export const automationZh: Record<string, unknown> = { ccim: { automation: nestPairs(TEXTS, 1) } };
