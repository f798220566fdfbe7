import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/** The frame of a report screen: the page title and a card that fits a phone. */
export function ReportPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const text = translate(`ccim.reports.title.${title}`);
  return (
    <Card sx={{ mt: 1, mb: 2, overflow: 'visible', contain: 'inline-size' }} data-report={title}>
      <Title title={text} />
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {text}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
