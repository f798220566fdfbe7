import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ToolbarAction {
  key: string;
  label: string;
  onClick(): void;
  disabled?: boolean;
  color?: 'primary' | 'error';
  /** The main action: always a button in its place, however narrow the row; the others give way to it. */
  keep?: boolean;
}

const GAP = 8;

/**
 * One row of actions, never wrapped: as many as fit, in the order given (the most used first); the rest in a
 * "More" menu. The widths are read from a hidden copy of every button, so the split follows the window, the
 * language and the collapsed panels alike. A kept action (`keep`) never goes under "More": its room is set aside
 * first, so a chip appearing beside the row (the visitor rated the chat) cannot push it away.
 */
export function ActionToolbar({ items }: { items: ToolbarAction[] }) {
  const translate = useTranslate();
  const row = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  // How many of the actions that may give way are shown (in order); kept ones always are.
  const [shown, setShown] = useState(items.length);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labels = items.map((i) => `${i.keep ? '!' : ''}${i.label}`).join('\u0000');

  useLayoutEffect(() => {
    const box = row.current;
    const measure = ruler.current;
    if (!box || !measure) return;
    const fit = () => {
      const kids = [...measure.children] as HTMLElement[];
      const widths = kids.slice(0, -1).map((k) => k.offsetWidth + GAP);
      const more = kids[kids.length - 1].offsetWidth;
      const room = box.clientWidth;
      const all = widths.reduce((a, b) => a + b, 0) - GAP;
      if (all <= room) return setShown(widths.length);
      const kept = kids.slice(0, -1).map((k) => k.dataset.keep === 'true');
      const yielding = widths.filter((_, i) => !kept[i]);
      let used = more + widths.reduce((a, w, i) => a + (kept[i] ? w : 0), 0);
      let n = 0;
      while (n < yielding.length && used + yielding[n] <= room) used += yielding[n++];
      setShown(n);
    };
    fit();
    // Without ResizeObserver (an old browser, jsdom) the split made once stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [labels]);

  const button = (i: ToolbarAction) => (
    <Button key={i.key} size="small" color={i.color} disabled={i.disabled} onClick={i.onClick} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {i.label}
    </Button>
  );
  const yielding = items.filter((i) => !i.keep);
  const hidden = new Set(yielding.slice(shown).map((i) => i.key));
  const rest = items.filter((i) => hidden.has(i.key));
  return (
    <Box ref={row} data-testid="wb-actions" role="toolbar" aria-label={translate('ccim.desk.actions')} sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: `${GAP}px`, overflow: 'hidden', position: 'relative' }}>
      {/* The ruler: every button at its natural width, invisible (out of the page's focus and accessibility tree). */}
      <Box ref={ruler} aria-hidden sx={{ position: 'absolute', visibility: 'hidden', display: 'flex', gap: `${GAP}px`, whiteSpace: 'nowrap', top: 0, left: 0, pointerEvents: 'none' }}>
        {items.map((i) => (
          <Button key={i.key} size="small" tabIndex={-1} data-keep={i.keep ? 'true' : undefined} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {i.label}
          </Button>
        ))}
        <IconButton size="small" tabIndex={-1}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Box>
      {items.filter((i) => !hidden.has(i.key)).map(button)}
      {rest.length > 0 && (
        <>
          <Tooltip title={translate('ccim.desk.more')}>
            <IconButton size="small" aria-label={translate('ccim.desk.more')} aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(e) => setAnchor(e.currentTarget)} sx={{ flexShrink: 0 }}>
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {rest.map((i) => (
              <MenuItem
                key={i.key}
                disabled={i.disabled}
                onClick={() => {
                  setAnchor(null);
                  i.onClick();
                }}
                sx={i.color === 'error' ? { color: 'error.main' } : undefined}
              >
                {i.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
