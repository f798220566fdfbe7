import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { EventDoc, Operation } from './apiModel';
import { SchemaView } from './SchemaView';


function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One REST operation opened: who may call it, what it does, its parameters, its body and its answer. */
export function OperationDetails({ doc, op }: { doc: unknown; op: Operation }) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`ccim.apiRef.${k}`, o);
  const who = (c: string) => translate(`ccim.apiRef.caller.${c}`, { _: c });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }} data-callers>
        <Typography variant="body2" component="span">
          {t('callers')}
        </Typography>
        {op.callers.map((c) => (
          <Chip key={c} size="small" label={who(c)} />
        ))}
      </Box>
      {op.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {op.description}
        </Typography>
      )}
      {op.parameters.length > 0 && (
        <Part title={t('parameters')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {op.parameters.map((p) => (
              <Box component="li" key={`${p.in}:${p.name}`} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {p.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`in.${p.in}`)}
                  {p.required ? ` · ${t('schema.required')}` : ''}
                </Typography>
                {p.schema && <SchemaView doc={doc} schema={p.schema} />}
                {p.description && (
                  <Typography variant="body2" color="text.secondary">
                    {p.description}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Part>
      )}
      {op.body && (
        <Part title={t('body', { type: op.body.contentType })}>
          <SchemaView doc={doc} schema={op.body.schema} />
        </Part>
      )}
      {op.response && (
        <Part title={t('response', { type: op.response.contentType })}>
          <SchemaView doc={doc} schema={op.response.schema} />
        </Part>
      )}
    </Box>
  );
}

/** The events of one direction of a namespace, each opening to its payload and, for a command, its answer. */
export function EventList({ doc, title, events }: { doc: unknown; title: string; events: EventDoc[] }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`ccim.apiRef.${k}`);
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {events.map((e) => (
        <Accordion key={e.name} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, minWidth: 0 }}>
              <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {e.name}
              </Typography>
              {e.ack && <Chip size="small" variant="outlined" label={t('acknowledged')} />}
              <Typography variant="body2" component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {e.summary}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Part title={t('payload')}>
              <SchemaView doc={doc} schema={e.payload} />
            </Part>
            {e.ack && (
              <Part title={t('ack')}>
                <SchemaView doc={doc} schema={e.ack} />
              </Part>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
