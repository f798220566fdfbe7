import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { saveAs } from 'file-saver';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { ReportState } from '../reports/common/ReportState';
import { filterGroups, namespaces, restGroups } from './apiModel';
import { EventList, OperationDetails } from './ApiParts';

const DOCS = { rest: `${MAIN_BASE}/openapi.json`, realtime: `${MAIN_BASE}/asyncapi.json` } as const;
type Which = keyof typeof DOCS;

/** Both generated documents, fetched once per visit; an error keeps what it says and offers a retry. */
function useDocs() {
  const [docs, setDocs] = useState<Record<Which, unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const get = (url: string) => fetch(url, { credentials: 'same-origin' }).then((r) => (r.ok ? (r.json() as Promise<unknown>) : Promise.reject(new Error(`HTTP ${r.status}`))));
    Promise.all([get(DOCS.rest), get(DOCS.realtime)])
      .then(([rest, realtime]) => live && setDocs({ rest, realtime }))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [tick]);
    const retry = useCallback(() => {
    setError(null);
    setTick((t) => t + 1);
  }, []);
  return { docs, error, retry };
}

const METHOD_COLOURS: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'secondary'> = { get: 'success', post: 'primary', put: 'warning', patch: 'secondary', delete: 'error' };

/**
 * `/apiReference` (admins): the REST and realtime APIs of this installation, read from the documents the server
 * generates from its route declarations and its typed event map, so the page is always the running version's.
 * REST operations are grouped by tag and searchable; each says who may call it and shows its parameters, body and
 * answer. The interactive console (Swagger UI at /api-docs/) and both documents are a click away.
 */
export default function ApiReferencePage() {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`ccim.apiRef.${k}`, o);
  const { docs, error, retry } = useDocs();
  const [tab, setTab] = useState<Which>('rest');
  const [query, setQuery] = useState('');
  const groups = useMemo(() => (docs ? restGroups(docs.rest) : []), [docs]);
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const spaces = useMemo(() => (docs ? namespaces(docs.realtime) : []), [docs]);
  const count = groups.reduce((n, g) => n + g.operations.length, 0);
  const download = (which: Which) => docs && saveAs(new Blob([JSON.stringify(docs[which], null, 2)], { type: 'application/json' }), which === 'rest' ? 'openapi.json' : 'asyncapi.json');

  return (
    <Card sx={{ mt: 1, minWidth: 0 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('intro')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Button variant="outlined" size="small" endIcon={<OpenInNewIcon />} href="/api-docs/" target="_blank" rel="noopener">
            {t('console')}
          </Button>
          <Button variant="outlined" size="small" disabled={!docs} onClick={() => download('rest')}>
            {t('downloadRest')}
          </Button>
          <Button variant="outlined" size="small" disabled={!docs} onClick={() => download('realtime')}>
            {t('downloadRealtime')}
          </Button>
        </Stack>
        <Tabs value={tab} onChange={(_, v: Which) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
          <Tab value="rest" label={t('rest')} />
          <Tab value="realtime" label={t('realtime')} />
        </Tabs>
        <ReportState loading={!docs && !error} error={error} empty={!docs} onRetry={retry}>
          {docs && tab === 'rest' && (
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('restIntro', { count })}
              </Typography>
              <TextField size="small" fullWidth label={t('search')} value={query} onChange={(e) => setQuery(e.target.value)} sx={{ mb: 1, maxWidth: 480 }} />
              {shown.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                  {t('noMatch')}
                </Typography>
              )}
              {shown.map((g) => (
                <Box key={g.tag} component="section" sx={{ mb: 2 }} aria-label={g.tag}>
                  <Typography variant="subtitle2" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mb: 0.5 }}>
                    {g.tag}
                  </Typography>
                  {g.operations.map((op) => (
                    <Accordion key={op.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
                      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
                          <Chip size="small" color={METHOD_COLOURS[op.method] ?? 'default'} label={op.method.toUpperCase()} sx={{ fontFamily: 'monospace', minWidth: 64 }} />
                          <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                            {op.path}
                          </Typography>
                          <Typography variant="body2" component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {op.summary}
                          </Typography>
                        </Box>
                      </AccordionSummary>
                      <AccordionDetails>
                        <OperationDetails doc={docs.rest} op={op} />
                      </AccordionDetails>
                    </Accordion>
                  ))}
                </Box>
              ))}
            </Box>
          )}
          {docs && tab === 'realtime' && (
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('realtimeIntro')}
              </Typography>
              {spaces.map((ns) => (
                <Box key={ns.name} component="section" sx={{ mb: 2 }} aria-label={ns.address}>
                  <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('namespace', { address: ns.address })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {ns.description}
                  </Typography>
                  <EventList doc={docs.realtime} title={t('fromServer', { count: ns.fromServer.length })} events={ns.fromServer} />
                  <EventList doc={docs.realtime} title={t('fromClient', { count: ns.fromClient.length })} events={ns.fromClient} />
                </Box>
              ))}
            </Box>
          )}
        </ReportState>
      </CardContent>
    </Card>
  );
}
