/** Texts of live supervision (`/liveSupervision`), English and Simplified Chinese. */
type Pair = readonly [en: string, zh: string];

const TEXTS: Record<string, Pair> = {
  title: ['Live supervision', '实时监控'],
  queue: ['Waiting (%{n})', '排队中（%{n}）'],
  queueMore: ['Showing the first %{shown} of %{total}', '显示前 %{shown} 位，共 %{total} 位'],
  queueEmpty: ['Nobody is waiting', '暂无排队访客'],
  waited: ['waiting %{time}', '已等待 %{time}'],
  priority: ['returned to the queue', '重新排队'],
  level: ['priority: %{level}', '优先级：%{level}'],
  rule: ['rule: %{name}', '规则：%{name}'],
  agents: ['Agents and their chats', '坐席与会话'],
  agentsEmpty: ['No agent is at work', '暂无在线坐席'],
  noChats: ['No chat', '暂无会话'],
  load: ['%{current} / %{max} chats', '%{current} / %{max} 个会话'],
  assign: ['Assign', '分配'],
  assignTo: ['Assign %{name} to an agent', '将 %{name} 分配给坐席'],
  assigned: ['Assigned to %{name}', '已分配给 %{name}'],
  watch: ['Watch', '查看'],
  watching: ['Chat with %{visitor} · served by %{agent}', '与 %{visitor} 的对话 · 接待坐席 %{agent}'],
  pick: ['Choose a chat to watch it live', '选择一个会话以实时查看'],
  ended: ['This chat is no longer being served by this agent.', '该对话已不在该坐席接待中。'],
  transcriptEmpty: ['No messages yet', '暂无消息'],
  readOnly: ['Read-only: the visitor does not see you', '只读：访客看不到您'],
  transfer: ['Transfer', '转接'],
  transferTo: ['Transfer the chat with %{name}', '转接与 %{name} 的对话'],
  transferred: ['Transferred to %{name}', '已转接给 %{name}'],
  note: ['Note for the agent (optional)', '给坐席的备注（可选）'],
  takeOver: ['Take over', '接管'],
  takeOverConfirm: ['Take this chat over? You become its agent and the visitor is told.', '确定接管该对话吗？您将成为接待坐席，访客会收到通知。'],
  tookOver: ['You now serve this chat in the workbench', '您已接管该对话，请在工作台中继续'],
  whisper: ['Whisper to the agent', '悄悄话（仅坐席可见）'],
  whisperHelp: ['An internal note: only staff see it, never the visitor', '内部备注：仅员工可见，访客永远看不到'],
  whisperSend: ['Send whisper', '发送悄悄话'],
  whisperSent: ['Whisper sent to the agent', '悄悄话已发送给坐席'],
  whisperBy: ['Whisper from supervisor %{name}', '主管 %{name} 的悄悄话'],
  noteBy: ['Internal note by %{name}', '%{name} 的内部备注'],
  yours: ['You serve this chat now: answer the visitor in the workbench.', '您正在接待该对话：请在工作台中回复访客。'],
  openWorkbench: ['Open the workbench', '打开工作台'],
  chooseAgent: ['Agent', '坐席'],
  noAgents: ['No agent at work can take a chat', '没有可接待的在线坐席'],
  full: ['full', '已满'],
  confirm: ['Confirm', '确定'],
  cancel: ['Cancel', '取消'],
  offline: ['Live updates are paused: reconnecting…', '实时更新已暂停：正在重新连接…'],
  loading: ['Loading…', '加载中…'],
  error: ['Could not load: %{message}', '加载失败：%{message}'],
  retry: ['Retry', '重试'],
};

/** SLA clocks (issue 36): live supervision's chips and list, and the breach notice every supervisor gets. */
const SLA: Record<string, Pair> = {
  firstResponse: ['First response', '首次响应'],
  resolution: ['Resolution', '解决'],
  left: ['%{what}: %{time} left', '%{what}：剩余 %{time}'],
  overdue: ['%{what}: overdue by %{time}', '%{what}：已超时 %{time}'],
  policy: ['SLA policy: %{name}', '服务时效策略：%{name}'],
  atRisk: ['SLA at risk (%{n})', '即将超时（%{n}）'],
  noneAtRisk: ['No chat is close to missing its SLA', '暂无即将超时的会话'],
  waiting: ['In the queue', '排队中'],
  breached: ['SLA missed: %{what} for %{visitor} (%{policy})', '服务时效超时：%{visitor} 的%{what}（%{policy}）'],
  breachedServed: ['SLA missed: %{what} for %{visitor}, served by %{agent} (%{policy})', '服务时效超时：%{visitor} 的%{what}，接待坐席 %{agent}（%{policy}）'],
  open: ['Open live supervision', '打开实时监控'],
};

const map = (texts: Record<string, Pair>, i: 0 | 1) => Object.fromEntries(Object.entries(texts).map(([k, p]) => [k, p[i]]));

export const supervisionEn: Record<string, unknown> = { ccim: { supervision: map(TEXTS, 0), sla: map(SLA, 0) } };
export const supervisionZh: Record<string, unknown> = { ccim: { supervision: map(TEXTS, 1), sla: map(SLA, 1) }, menu: { liveSupervision: '实时监控' } };
