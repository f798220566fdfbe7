import { Box } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Permissions } from '../auth/authProvider';
import { findByCode } from '../auth/menu';
import { ErrorPage } from '../errors/ErrorPage';

/** `/iframes?code=`: embeds the external page of the menu item with that code (product.md §2). */
export function IframePage() {
  const [params] = useSearchParams();
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  const item = findByCode(permissions?.menu ?? [], params.get('code') ?? '');
  if (!item?.isIframe) return <ErrorPage statusCode={404} />;
  return (
    <Box sx={{ height: 'calc(100vh - 120px)', mt: 1 }}>
      <iframe
        title={translate(`menu.${item.code}`, { _: item.name })}
        src={item.url}
        style={{ border: 0, width: '100%', height: '100%' }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        data-testid="menu-iframe"
      />
    </Box>
  );
}
