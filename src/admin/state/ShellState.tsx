import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';

/** The agent record of `agentLogin/login` (product.md §3: id, status 2 busy / 3 ready, nickname, username, fullOrgName). */
export interface Agent {
  id: string;
  status: number;
  nickname: string;
  username: string;
  fullOrgName: string;
  [key: string]: unknown;
}

/** product.md §3 "client state": the agent (replaced wholesale) and isPlay (sound playback). */
interface ShellState {
  agent: Agent | null;
  isPlay: boolean;
  agentError: string | null;
}

type Action = { type: 'setAgent'; agent: Agent | null } | { type: 'setPlay'; isPlay: boolean } | { type: 'agentError'; message: string };

const PLAY_KEY = 'ccim_is_play';

function shellReducer(state: ShellState, action: Action): ShellState {
  switch (action.type) {
    case 'setAgent':
      return { ...state, agent: action.agent, agentError: null };
    case 'setPlay':
      return { ...state, isPlay: action.isPlay };
    case 'agentError':
      return { ...state, agentError: action.message };
  }
}

interface ShellApi extends ShellState {
  setAgent(agent: Agent | null): void;
  togglePlay(): void;
  setAgentError(message: string): void;
}

const Ctx = createContext<ShellApi | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(shellReducer, undefined, () => ({
    agent: null,
    isPlay: localStorage.getItem(PLAY_KEY) !== 'false',
    agentError: null,
  }));
  const setAgent = useCallback((agent: Agent | null) => dispatch({ type: 'setAgent', agent }), []);
  const setAgentError = useCallback((message: string) => dispatch({ type: 'agentError', message }), []);
  const togglePlay = useCallback(() => {
    const next = localStorage.getItem(PLAY_KEY) === 'false';
    localStorage.setItem(PLAY_KEY, String(next));
    dispatch({ type: 'setPlay', isPlay: next });
  }, []);
  const value = useMemo(() => ({ ...state, setAgent, togglePlay, setAgentError }), [state, setAgent, togglePlay, setAgentError]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useShellState(): ShellApi {
  const v = useContext(Ctx);
  if (!v) throw new Error('useShellState must be used inside ShellStateProvider');
  return v;
}
