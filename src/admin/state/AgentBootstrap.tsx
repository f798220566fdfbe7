import { useEffect } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { api } from '../../dataProvider/api';
import { type Agent, useShellState } from './ShellState';

/**
 * product.md §4 login: entering a back-office route with no agent loaded makes the agent login; a failure marks the
 * error (shown by the header) and tells the user.
 */
export function AgentBootstrap() {
  const { agent, setAgent, setAgentError } = useShellState();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const code = identity?.code as string | undefined;

  useEffect(() => {
    if (agent || !identity || !code) return;
    let cancelled = false;
    api
      .request<Agent>('POST', '/ccim-main/api/agentLogin/login', {
        body: { fullOrgName: String(identity.orgFullName ?? ''), nickname: String(identity.fullName ?? ''), username: code },
        silent: true,
      })
      .then((a) => !cancelled && setAgent(a))
      .catch((err: Error) => {
        if (cancelled) return;
        setAgentError(err.message);
        notify('ccim.agent.loginFailed', { type: 'error', messageArgs: { message: err.message } });
      });
    return () => {
      cancelled = true;
    };
  }, [agent, identity, code, setAgent, setAgentError, notify]);
  return null;
}
