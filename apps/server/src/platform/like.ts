/** LIKE treats % and _ as wildcards; a user searching for them means them literally (backslash is LIKE's escape). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
