/**
 * 代码生成: the front end a definition generates for (the Vue 3 UI's 前端类型, a required field of its 生成信息 form).
 * This generator writes one front end, React + Ant Design in the console's own style: every row holds it.
 */
export const version = '0033_codegen_front_type';

export const sql = `
alter table infra_codegen_table add column front_type integer not null default 90;
comment on column infra_codegen_table.front_type is '前端类型（字典 infra_codegen_front_type；本系统生成 React + Ant Design：90）';
`;
