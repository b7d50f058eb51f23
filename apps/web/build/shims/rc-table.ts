// @rc-component/table's index for antd's Table modules (see ../antd-slim.ts), from the modules that define each
// export, without the virtual body: the index makes its default virtual table at load, which kept it, and everything
// it imports, with every table. Only antd's lazily fetched virtual table imports the real index.
export { EXPAND_COLUMN, INTERNAL_HOOKS } from '@rc-component/table/es/constant';
export { FooterComponents as Summary } from '@rc-component/table/es/Footer';
export { default as Column } from '@rc-component/table/es/sugar/Column';
export { default as ColumnGroup } from '@rc-component/table/es/sugar/ColumnGroup';
export { default, genTable } from '@rc-component/table/es/Table';
export { INTERNAL_COL_DEFINE } from '@rc-component/table/es/utils/legacyUtil';
export { convertChildrenToColumns } from '@rc-component/table/es/hooks/useColumns';
