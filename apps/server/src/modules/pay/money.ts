/** Money is integer fen everywhere; gateways and exports write it in yuan with two decimals. */
export const fenToYuan = (fen: number): string => (fen / 100).toFixed(2);
