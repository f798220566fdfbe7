import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { Fragment } from 'react';
import type { WorkbenchT } from '../i18n/useWorkbenchText';

const kbd = { px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: 'grey.100', fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' } as const;

/** The keys and what they do, in the reader's language (`useShortcuts` and the composer implement them). */
export function ShortcutsHelp({ open, onClose, t }: { open: boolean; onClose(): void; t: WorkbenchT }) {
  const rows: [string[], string][] = [
    [['Alt+↓'], t('keyNext')],
    [['Alt+↑'], t('keyPrevious')],
    [['Alt+C', '/'], t('keyComposer')],
    [['Enter'], t('keySend')],
    [['Shift+Enter'], t('keyNewLine')],
    [['Alt+Q'], t('keyQuickReplies')],
    [['/…'], t('keyQuickSearch')],
    [['?'], t('keyHelp')],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="wb-shortcuts-title">
      <DialogTitle id="wb-shortcuts-title">{t('shortcuts')}</DialogTitle>
      <DialogContent>
        <Table size="small" data-testid="wb-shortcuts">
          <TableBody>
            {rows.map(([keys, what]) => (
              <TableRow key={what}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {keys.map((k, i) => (
                    <Fragment key={k}>
                      {i > 0 && ` ${t('keyOr')} `}
                      <Box component="kbd" sx={kbd}>
                        {k}
                      </Box>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
