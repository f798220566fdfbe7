/** Live supervision (`/liveSupervision`): what the server pushes to supervisors and admins, shared by both ends. */

/** The menu route that opens live supervision; the server grants its calls and socket events by it. */
export const SUPERVISION_ROUTE = '/liveSupervision';

/** A chat's SLA: the policy holding it and when each of its open clocks runs out (null once met or ended). */
export interface ChatSla {
  policyName: string;
  firstResponseDueAt: number | null;
  resolutionDueAt: number | null;
}

export interface SupervisedQueueItem {
  sessionId: string;
  visitorNickname: string;
  channel: number;
  skillGroupId: string | null;
  skillGroupName: string;
  queuedAt: number | null;
  /** Put back at the head of the queue (its agent went offline). */
  priority: boolean;
  /** The routing priority: 0 normal, 1 high, 2 urgent (src/common/routingRules.ts). */
  level: number;
  /** The routing rule that set it; null when none matched. */
  ruleName: string | null;
  preview: string;
  /** The SLA holding the chat and its open clocks (null: no policy). */
  sla: ChatSla | null;
}

export interface SupervisedChat {
  sessionId: string;
  visitorNickname: string;
  channel: number;
  skillGroupName: string;
  agentId: string;
  assignedAt: number | null;
  lastMessageAt: number | null;
  preview: string;
  sla: ChatSla | null;
}

export interface SupervisedAgent {
  id: string;
  nickname: string;
  username: string;
  /** 1 offline, 2 busy, 3 ready. */
  status: number;
  currentUsers: number;
  maxUsers: number;
}

/** The whole live picture, pushed whole (`supervision`) whenever the queue, a chat or an agent changes. */
export interface SupervisionSnapshot {
  queue: SupervisedQueueItem[];
  /** Waiting in all, the list holding the first `queue.length`. */
  queueTotal: number;
  chats: SupervisedChat[];
  agents: SupervisedAgent[];
  at: number;
}
