import { Box, Button, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface ErrorPageProps {
  statusCode?: number;
  message?: string;
}

/**
 * product.md §2 error page: a centred grey page with a title and a description. 404 "page got lost" with a link home,
 * 403 a notice to contact support, any other status its code and message (default 500).
 */
export function ErrorPage({ statusCode = 500, message }: ErrorPageProps) {
  const translate = useTranslate();
  let title: string;
  let description: string;
  if (statusCode === 404) {
    title = translate('ccim.error.notFoundTitle');
    description = translate('ccim.error.pageLost');
  } else if (statusCode === 403) {
    title = message ?? translate('ccim.error.forbiddenTitle');
    description = translate('ccim.error.contactSupport');
  } else {
    title = message ?? translate('ccim.error.application');
    description = translate('ccim.error.generic');
  }
  return (
    <Box role="alert" data-testid="error-page" sx={{ minHeight: '70vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', bgcolor: 'grey.100', color: 'grey.700', p: 3, borderRadius: 2 }}>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700, color: 'grey.500' }} data-testid="error-code">
        {statusCode}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>{description}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('ccim.error.backHome')}
      </Button>
    </Box>
  );
}

/** `/error?code=&message=`: the error page reachable by address. */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const code = Number(params.get('code') ?? 500);
  return <ErrorPage statusCode={Number.isInteger(code) && code >= 400 ? code : 500} message={params.get('message') ?? undefined} />;
}

/** Unmatched route (react-admin's catch-all). */
export const NotFoundPage = () => <ErrorPage statusCode={404} />;

/** A route outside the user's menu. */
export function ForbiddenPage() {
  const translate = useTranslate();
  return <ErrorPage statusCode={403} message={translate('ccim.error.forbiddenTitle')} />;
}
