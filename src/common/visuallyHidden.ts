/**
 * Read by screen readers, invisible on screen. The sizes are strings on purpose: MUI's `sx` reads a bare `1` as
 * 100%, which made a hidden element as wide as its container and the page wider than the window.
 */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0 } as const;
