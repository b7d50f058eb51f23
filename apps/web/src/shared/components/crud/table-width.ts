import type { TableColumnsType } from 'antd';

/** What a column without a numeric width counts for (px): a four-character header and a short value. */
export const DEFAULT_COLUMN_WIDTH = 120;
/** antd's row-selection column (its controlHeight token). */
export const SELECTION_COLUMN_WIDTH = 32;

type Column = { width?: unknown; children?: readonly Column[] };

function columnWidth(column: Column): number {
  if (column.children?.length) return column.children.reduce((sum, child) => sum + columnWidth(child), 0);
  if (typeof column.width === 'number' && column.width > 0) return column.width;
  const px = typeof column.width === 'string' ? /^(\d+(?:\.\d+)?)px$/.exec(column.width.trim()) : null;
  return px ? Number(px[1]) : DEFAULT_COLUMN_WIDTH;
}

/**
 * The table's scroll width: the sum of its columns' widths. A pinned (fixed) column stays over whatever scrolls under
 * it, so the table must be exactly as wide as its columns: wider, and it scrolls on screens where everything fits;
 * narrower, and columns slide under the pinned one with no room to scroll them out. When the card is wider than the
 * sum, antd stretches the columns and nothing scrolls.
 */
export function tableScrollX<Row>(columns: TableColumnsType<Row>, options: { selection?: boolean } = {}): number {
  const sum = (columns as readonly Column[]).reduce((total, column) => total + columnWidth(column), 0);
  return sum + (options.selection ? SELECTION_COLUMN_WIDTH : 0);
}
