import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { at, resolve, type Schema } from './apiModel';
const MAX_DEPTH = 6;

/** A schema's type in a few words: `string | null`, `array of integer`, `one of 0, 1, 2`, a referenced name. */
function typeLabel(doc: unknown, schema: Schema, t: (k: string) => string): string {
  const s = resolve(doc, schema);
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return `${t('oneOf')} ${s.enum.map((v: unknown) => JSON.stringify(v)).join(', ')}`;
  const types: unknown[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('array')) return `${t('arrayOf')} ${s.items ? typeLabel(doc, at(s.items), t) : t('any')}`;
  const detail = typeof s.format === 'string' ? s.format : typeof s.contentEncoding === 'string' ? s.contentEncoding : '';
  if (types.length) return types.join(' | ') + (detail ? ` (${detail})` : '');
  if (typeof schema.$ref === 'string') return String(schema.$ref).split('/').pop()!;
  if (s.allOf || s.oneOf || s.anyOf) return '';
  return t('any');
}

/** The object (or the object an array holds) whose fields are listed under a schema, if any. */
function fieldsOf(doc: unknown, schema: Schema): Schema | undefined {
  const s = resolve(doc, schema);
  if (s.properties) return s;
  if (s.items) return fieldsOf(doc, at(s.items));
  return undefined;
}

const PARTS = ['allOf', 'oneOf', 'anyOf'] as const;
const partsOf = (s: Schema) => PARTS.find((k) => Array.isArray(s[k]));

/**
 * A JSON Schema as a readable tree: each field with its type, whether it is required and what it means; nested
 * objects indented, `allOf`/`oneOf`/`anyOf` shown as their parts. `$ref`s are followed within the document.
 */
export function SchemaView({ doc, schema, depth = 0 }: { doc: unknown; schema: Schema; depth?: number }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`ccim.apiRef.schema.${k}`);
  const s = resolve(doc, schema);
  const parts = partsOf(s);
  if (depth > MAX_DEPTH) return <Typography variant="body2">…</Typography>;
  if (parts) {
    return (
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t(parts)}
        </Typography>
        {(s[parts] as unknown[]).map((part, i) => (
          <Box key={i} sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider', my: 0.5 }}>
            <SchemaView doc={doc} schema={at(part)} depth={depth + 1} />
          </Box>
        ))}
      </Box>
    );
  }
  const holder = fieldsOf(doc, s);
  const label = typeLabel(doc, s, t);
  if (!holder) {
    return (
      <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {label}
        {typeof s.description === 'string' && s.description ? (
          <Typography variant="body2" component="span" color="text.secondary" sx={{ fontFamily: 'inherit' }}>{` — ${s.description}`}</Typography>
        ) : null}
      </Typography>
    );
  }
  const required = new Set<unknown>(Array.isArray(holder.required) ? holder.required : []);
  const entries = Object.entries(at(holder.properties));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {holder !== s && (
        <Typography component="li" variant="caption" color="text.secondary">
          {t('arrayOf')}
        </Typography>
      )}
      {entries.length === 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          {t('noFields')}
        </Typography>
      )}
      {entries.map(([name, field]) => {
        const f = resolve(doc, at(field));
        const nested = !!fieldsOf(doc, f) || !!partsOf(f);
        const description = typeof f.description === 'string' ? f.description : '';
        return (
          <Box component="li" key={name} sx={{ py: 0.25 }} data-field={name}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
              <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', color: 'primary.dark', overflowWrap: 'anywhere' }}>
                {typeLabel(doc, f, t)}
              </Typography>
              {required.has(name) && <Chip size="small" variant="outlined" label={t('required')} sx={{ height: 18 }} />}
              {description && (
                <Typography variant="body2" component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {description}
                </Typography>
              )}
            </Box>
            {nested && (
              <Box sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider', my: 0.25 }}>
                <SchemaView doc={doc} schema={f} depth={depth + 1} />
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
