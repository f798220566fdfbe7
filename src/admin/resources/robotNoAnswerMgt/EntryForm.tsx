import { Alert, Box, Button as MuiButton, DialogActions } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { ReactNode } from 'react';
import { Form, HttpError, ResourceContextProvider, SaveButton, useTranslate } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { inputFor } from '../../schema/inputFor';
import type { EntryValues } from './learningApi';

const QA = resolveResource(resourcesSchema, 'robotQaMgt');
const field = (name: string) => QA.fields.find((f) => f.name === name)!;

/**
 * A Q&A entry's question, class and answer as the Q&A management form shows them (the same inputs, labels and
 * rules), for the entries taught from the unanswered questions. The server's field errors show under the fields.
 */
export function EntryForm({
  defaults,
  hint,
  submitLabel,
  onSubmit,
  onCancel,
  answer = true,
  children,
}: {
  defaults: Partial<EntryValues>;
  /** Shown above the answer (where its draft came from). */
  hint?: { severity: 'info' | 'warning'; text: string };
  submitLabel: string;
  onSubmit(values: EntryValues): Promise<void>;
  onCancel(): void;
  /** False when only the question is taught (as a similar question). */
  answer?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await onSubmit(values as unknown as EntryValues);
    } catch (e) {
      // A refusal with field errors shows them under the fields; the http client has said the rest.
      const errors = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (errors) return errors;
    }
    return undefined;
  };
  return (
    <ResourceContextProvider value="robotQaMgt">
      <Form record={{ classify: 0, ...defaults }} onSubmit={submit}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {children}
          {inputFor(field('question'))}
          {answer && (
            <>
              {inputFor(field('classify'))}
              {hint && (
                <Alert severity={hint.severity} sx={{ mb: 1 }}>
                  {hint.text}
                </Alert>
              )}
              {inputFor(field('answer'))}
            </>
          )}
        </Box>
        <DialogActions sx={{ px: 0, flexWrap: 'wrap' }}>
          {/* A text button on a phone too (react-admin's turns into an icon with a tooltip there). */}
          <MuiButton onClick={onCancel}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton label={submitLabel} icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </ResourceContextProvider>
  );
}
