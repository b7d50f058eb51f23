/**
 * Exact row counts kept by statement-level triggers, so an unfiltered page of a big table answers its
 * total in O(1) instead of counting millions of rows on every request.
 */
export const version = '0002_row_counts';

const counted = ['system_dict_data'];

export const sql = `
create table table_row_count (
  table_name varchar(100) primary key,
  row_count bigint not null
);

create function table_row_count_inserted() returns trigger language plpgsql as $$
begin
  update table_row_count set row_count = row_count + (select count(*) from new_rows) where table_name = TG_TABLE_NAME;
  return null;
end $$;

create function table_row_count_deleted() returns trigger language plpgsql as $$
begin
  update table_row_count set row_count = row_count - (select count(*) from old_rows) where table_name = TG_TABLE_NAME;
  return null;
end $$;

${counted
  .map(
    (t) => `
insert into table_row_count (table_name, row_count) select '${t}', count(*) from ${t};
create trigger ${t}_count_ins after insert on ${t} referencing new table as new_rows
  for each statement execute function table_row_count_inserted();
create trigger ${t}_count_del after delete on ${t} referencing old table as old_rows
  for each statement execute function table_row_count_deleted();`,
  )
  .join('\n')}
`;
