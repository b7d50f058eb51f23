/** Personal numbers as they may appear in logs and exports: enough to recognise, not enough to misuse. */
export const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2');
export const maskIdCard = (idCard: string) => (idCard.length > 10 ? `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}` : idCard);
