import { Box, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QuickReplyItem, QuickReplyNode } from '../../common/quickReplies';

/** Types as headings (nested types indented) with their replies; Enter or a click inserts one. */
export function QuickReplyTree({ nodes, depth = 0, onPick }: { nodes: QuickReplyNode[]; depth?: number; onPick(r: QuickReplyItem): void }) {
  const translate = useTranslate();
  return (
    <>
      {nodes.map((n) => (
        <Box key={n.id ?? 'loose'} sx={{ pl: depth * 1.5 }}>
          <List dense disablePadding subheader={<ListSubheader disableSticky>{n.name || translate('ccim.desk.quickReply.untyped')}</ListSubheader>}>
            {n.replies.map((r) => (
              <ListItemButton key={r.id} onClick={() => onPick(r)} data-testid="quick-reply">
                <ListItemText primary={r.title} secondary={r.content} slotProps={{ secondary: { noWrap: true } }} />
              </ListItemButton>
            ))}
          </List>
          {n.children.length > 0 && <QuickReplyTree nodes={n.children} depth={depth + 1} onPick={onPick} />}
        </Box>
      ))}
    </>
  );
}
