import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { Button, useNotify, useRefresh, type Identifier } from 'react-admin';
import { GenericList } from '../../schema/GenericList';
import { OpenTaskPicker } from './OpenTaskPicker';
import { TASKS, TaskDialog } from './TaskDialog';

/**
 * The follow-up tasks of unanswered questions, built from the schema's `robotNoAnswerTask` (list, filters,
 * columns, form); what the schema cannot say is here: the list lives inside /robotNoAnswerMgt, so a task is
 * added and edited in a dialog, and the open tasks can be picked by title.
 */
export function NoAnswerTasks() {
  const notify = useNotify();
  const refresh = useRefresh();
  // undefined: no dialog; null: a new task; else the task being edited.
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const close = () => setEditing(undefined);
  const saved = () => {
    close();
    notify('ccim.mgmt.done', { type: 'success' });
    setVersion((n) => n + 1);
    refresh();
  };
  return (
    <>
      <GenericList resource={TASKS} embedded={{ onEdit: (record) => setEditing(record.id) }}>
        <OpenTaskPicker version={version} onPick={setEditing} />
        <Button label="ccim.mgmt.tasks.add" variant="contained" onClick={() => setEditing(null)}>
          <AddIcon />
        </Button>
      </GenericList>
      {editing !== undefined && <TaskDialog id={editing ?? undefined} onSaved={saved} onClose={close} />}
    </>
  );
}
