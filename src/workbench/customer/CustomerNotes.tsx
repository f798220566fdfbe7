import { useTranslate } from 'react-admin';
import { send } from '../common/useCall';
import { NotesEditor } from './NotesEditor';
import { useChatSummary } from './useChatSummary';

/**
 * The customer's staff notes: edited here, kept by Save (the saved text and state belong to this chat's customer);
 * Summarise adds the chat's summary under them.
 */
export function CustomerNotes({ sessionId, initial }: { sessionId: string; initial: string }) {
  const translate = useTranslate();
  const draft = useChatSummary(sessionId);
  return (
    <NotesEditor
      initial={initial}
      label={translate('ccim.desk.customer.notes')}
      saveLabel={translate('ccim.desk.customer.save')}
      savingLabel={translate('ccim.desk.customer.saving')}
      savedLabel={translate('ccim.desk.customer.saved')}
      draft={draft}
      save={async (notes) => {
        try {
          return (await send<{ notes: string }>('PUT', 'workbench/customer/notes', { sessionId, notes })).notes;
        } catch {
          return null;
        }
      }}
    />
  );
}
