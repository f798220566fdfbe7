/** Agent time from the status history: 1 offline, 2 busy, 3 ready (online = busy or ready). */
export interface StatusChange {
  agent_id: string;
  status: number;
  created_at: number;
}

export interface AgentTime {
  onlineMs: number;
  readyMs: number;
  busyMs: number;
}

/**
 * Adds up each agent's time per status inside [from, to), clipped to `now` (the future has no time yet).
 * `changes` holds, per agent, the last change before `from` (the state at the start) and every change inside.
 */
export function agentTimes(changes: StatusChange[], from: number, to: number, now: number): Map<string, AgentTime> {
  const end = Math.min(to, now);
  const byAgent = new Map<string, StatusChange[]>();
  for (const c of changes) (byAgent.get(c.agent_id) ?? byAgent.set(c.agent_id, []).get(c.agent_id)!).push(c);
  const out = new Map<string, AgentTime>();
  for (const [agentId, list] of byAgent) {
    list.sort((a, b) => a.created_at - b.created_at);
    const t: AgentTime = { onlineMs: 0, readyMs: 0, busyMs: 0 };
    list.forEach((c, i) => {
      const start = Math.max(c.created_at, from);
      const stop = Math.min(list[i + 1]?.created_at ?? end, end);
      const ms = stop - start;
      if (ms <= 0) return;
      if (c.status === 3) t.readyMs += ms;
      if (c.status === 2) t.busyMs += ms;
      if (c.status === 2 || c.status === 3) t.onlineMs += ms;
    });
    out.set(agentId, t);
  }
  return out;
}
