import * as extensions from '../../extensions';

/*
 * A generated module's error codes are the block 1-099-xxx-000 of its definition id (mod 1000), or the next block no
 * other listed extension module uses: a new module never answers another's codes (the kept 代码生成示例 holds one).
 * The module regenerated over itself (the same extension name) keeps its block.
 */

const FIRST = 1_099_000_000;
const BLOCKS = 1000;

export function errorBlock(tableId: number, extensionName: string): number {
  const taken = new Set<number>();
  for (const [name, extension] of Object.entries(extensions)) {
    if (name === extensionName) continue;
    for (const { code } of Object.values(extension.errors ?? {})) taken.add(Math.floor(code / 1000) * 1000);
  }
  for (let step = 0; step < BLOCKS; step++) {
    const block = FIRST + ((tableId + step) % BLOCKS) * 1000;
    if (!taken.has(block)) return block;
  }
  return FIRST + (tableId % BLOCKS) * 1000;
}
