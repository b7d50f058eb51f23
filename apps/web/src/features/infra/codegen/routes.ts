/** Every query of 代码生成 starts with this key: one invalidation refreshes the list after an import, edit or sync. */
export const CODEGEN_QUERY_KEY = ['infra', 'codegen'] as const;

/** The list screen's path (its menu). */
export const CODEGEN_LIST_PATH = '/infra/codegen';

/** The edit page of one imported table (a hidden route that keeps the list's menu entry selected). */
export const editPath = (tableId: number) => `${CODEGEN_LIST_PATH}/edit/${tableId}`;
