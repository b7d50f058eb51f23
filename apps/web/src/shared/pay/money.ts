/** Money is integer fen everywhere; shown as ￥x.xx. */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '';
  return `￥${(fen / 100).toFixed(2)}`;
}
