import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Permissions } from './authProvider';

/** Spec 6 permission directive: renders nothing when the required level exceeds the user's auth level. */
export function Permission({ level, children }: { level: number; children: ReactNode }) {
  const { permissions } = usePermissions<Permissions>();
  if (!permissions || level > permissions.authLevel) return null;
  return <>{children}</>;
}
