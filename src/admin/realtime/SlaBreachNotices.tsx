import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SlaBreachNotice } from '../../common/events';
import { useRealtime } from '../../dataProvider/realtime/RealtimeProvider';

/**
 * Supervisors and admins (the server sends `slaBreach` to them alone): each SLA clock a chat misses is told once,
 * wherever in the back office they are, in their language.
 */
export function SlaBreachNotices() {
  const { socket } = useRealtime();
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (!socket) return;
    const onBreach = (b: SlaBreachNotice) => {
      const args = { what: translate(`ccim.sla.${b.kind}`), visitor: b.visitorNickname || b.sessionId, agent: b.agentNickname ?? '', policy: b.policyName };
      notify(translate(b.agentNickname ? 'ccim.sla.breachedServed' : 'ccim.sla.breached', args), { type: 'warning', autoHideDuration: 10_000 });
    };
    socket.on('slaBreach', onBreach);
    return () => {
      socket.off('slaBreach', onBreach);
    };
  }, [socket, notify, translate]);
  return null;
}
