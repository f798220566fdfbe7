import { Alert } from '@mui/material';
import { useRealtime } from '../../dataProvider/realtime/RealtimeProvider';
import type { WorkbenchT } from '../i18n/useWorkbenchText';

/**
 * Routing gives visitors only to agents of their channel's skill groups: an agent in none waits in vain, ready or
 * not. Said above the workbench, with who can change it.
 */
export function NoGroupNotice({ t }: { t: WorkbenchT }) {
  const { skillGroups } = useRealtime();
  if (skillGroups !== 0) return null;
  return (
    <Alert severity="warning" role="alert" data-testid="wb-no-group" sx={{ mx: 1, mt: 1, flexShrink: 0 }}>
      {t('noGroup')}
    </Alert>
  );
}
