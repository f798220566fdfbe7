import CloseIcon from '@mui/icons-material/Close';
import { Button, useRedirect, useResourceContext } from 'react-admin';

/** Leaves a create or edit form for its list without saving (the page's tab closes as it does after Save). */
export function CancelButton() {
  const resource = useResourceContext();
  const redirect = useRedirect();
  return (
    <Button label="ra.action.cancel" onClick={() => redirect('list', resource)} sx={{ ml: 1 }}>
      <CloseIcon />
    </Button>
  );
}
