/**
 * Texts of learning with a person in the loop on /robotNoAnswerMgt (`ccim.learning.*`, issue 38): teaching a
 * question as a new entry and the proposals drawn from agents' answers, English and Simplified Chinese.
 */
type Pair = readonly [en: string, zh: string];

const TEXTS: Record<string, Pair> = {
  way: ['How to teach the robot', '教机器人的方式'],
  existing: ['Add to an existing entry', '添加到已有问答'],
  newEntry: ['Create a new entry', '新建问答'],
  newTitle: ['A new entry for "%{question}"', '为“%{question}”新建问答'],
  newHelp: ['The new entry answers this question from now on. Check its wording, class and answer before creating it.', '新问答将从此回答该问题。创建前请检查问题、分类和答案。'],
  fromAgent: ["The answer is drafted from the agent's reply in the chat: edit it before saving.", '答案取自会话中坐席的回复，保存前请修改完善。'],
  noReply: ['No agent replied to this question in its chat: write the answer.', '该会话中没有坐席回复此问题，请填写答案。'],
  draftError: ['The draft could not be loaded.', '草稿加载失败。'],
  create: ['Create the entry', '创建问答'],
  created: ['Created: the robot now answers this question with the new entry', '已创建，机器人将用新问答回答该问题'],
  proposalsTab: ['Proposals', '学习建议'],
  proposalsHelp: [
    'Questions the robot could not answer and an agent then answered, most asked first. Nothing is learned until you approve a proposal.',
    '机器人未能回答、随后由坐席回答的问题，按被问次数排序。只有在您批准后，机器人才会学习。',
  ],
  proposalsNone: ['No proposals: no question the robot could not answer has been answered by an agent since.', '暂无建议：机器人未能回答的问题尚无坐席回答。'],
  proposalsError: ['The proposals could not be loaded.', '学习建议加载失败。'],
  asked: ['Asked %{count} times', '被问 %{count} 次'],
  alsoAsked: ['Also asked as: %{list}', '其他问法：%{list}'],
  agentAnswer: ["Agent's answer", '坐席的回答'],
  proposeNew: ['Proposed: a new entry', '建议：新建问答'],
  proposeSimilar: ['Proposed: a similar question of "%{question}"', '建议：作为“%{question}”的相似问题'],
  similarTo: ['The question is added to the similar questions of "%{question}".', '该问题将添加为“%{question}”的相似问题。'],
  review: ['Review and approve', '审核并批准'],
  dismiss: ['Dismiss', '忽略'],
  dismissed: ['Dismissed: it comes back only if visitors ask it again', '已忽略，访客再次提问时才会重新出现'],
  approveTitle: ['Approve "%{question}"', '批准“%{question}”'],
  approve: ['Approve', '批准'],
  approved: ['Approved: the robot now answers these questions', '已批准，机器人将回答这些问题'],
};

function build(i: 0 | 1): Record<string, string> {
  return Object.fromEntries(Object.entries(TEXTS).map(([k, p]) => [k, p[i]]));
}

export const learningEn: Record<string, unknown> = { ccim: { learning: build(0) } };
export const learningZh: Record<string, unknown> = { ccim: { learning: build(1) } };
