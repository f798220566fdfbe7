type Row = Record<string, unknown> | null | undefined;

/** An em space per level: a sub-type sits under its parent in a picker, as in the tree it came from. */
const INDENT = '\u2003';

/**
 * A reference picker's option text. A tree resource's rows (a `listTree` answer, flattened in tree order, each with
 * its `depth`) read as the tree: each level indented under its parent. Rows of a flat resource read as they are.
 */
export const treeOptionText =
  (field: string) =>
  (r: Row): string =>
    r ? `${INDENT.repeat(Number(r.depth ?? 0))}${String(r[field] ?? '')}` : '';

/** The chosen option in the input itself: its name alone, without the indent. */
export const plainOptionText =
  (field: string) =>
  (r: Row): string =>
    r ? String(r[field] ?? '') : '';
