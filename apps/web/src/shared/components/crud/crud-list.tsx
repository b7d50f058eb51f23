import type { ReactNode } from 'react';
import { Card, Table, type TableColumnsType, type TableProps } from 'antd';
import { Pagination } from '../pagination';
import { SearchForm } from './search-form';
import { RightToolbar } from './right-toolbar';
import { useColumnChooser } from './use-column-chooser';
import { tableScrollX } from './table-width';
import type { CrudListState, CrudPageState } from './use-crud-page';

type AnyCrud<Row, F extends object, V> = CrudPageState<Row, F, V> | CrudListState<Row, F, V>;

interface CrudListProps<Row, F extends object, V> {
  /** The state from useCrudPage (paged: a pager under the table) or useCrudList (unpaged). */
  crud: AnyCrud<Row, F, V>;
  /** Name of the search form (its field ids derive from it); required with `search`. */
  name?: string;
  /** The search row's fields (SearchInput, SearchSelect…); none: no search row and no show/hide toggle. */
  search?: ReactNode;
  /** What the search row starts with and 重置 returns to; give useCrudPage the matching `initialFilters`. */
  searchInitialValues?: Partial<V>;
  /** Buttons left of the toolbar (CreateButton, ExportButton…). */
  toolbar?: ReactNode;
  /** Each with its width (px); one without counts as DEFAULT_COLUMN_WIDTH. The table scrolls only when they do not fit. */
  columns: TableColumnsType<Row>;
  /** Rows when they are not the query's list as it is (a tree built from it). */
  rows?: readonly Row[];
  /** Other Table props (expandable, rowSelection, loading while something else loads…). */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'rowKey'>;
  /** 重置 when it must do more than clear the form and search (put back a value the route gives). */
  onReset?: () => void;
  rowKey?: TableProps<Row>['rowKey'];
  /** A panel beside the list (the department tree of 用户管理); on narrow screens it sits above it. */
  aside?: ReactNode;
  /** Dialogs of the screen. */
  children?: ReactNode;
}

function isPaged<Row, F extends object, V>(crud: AnyCrud<Row, F, V>): crud is CrudPageState<Row, F, V> {
  return 'paging' in crud;
}

/** A list screen's body: search row, toolbar with the column chooser, table, and the pager when the list is paged. */
export function CrudList<Row extends object, F extends object, V>({
  crud,
  name,
  search,
  searchInitialValues,
  toolbar,
  columns,
  rows,
  table,
  rowKey = 'id',
  onReset,
  aside,
  children,
}: CrudListProps<Row, F, V>) {
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const list = (
    <Card variant="borderless" className={aside ? 'page-card crud-split-main' : 'page-card'}>
      {search !== undefined && (
        <SearchForm form={crud.searchForm} name={name ?? 'search'} hidden={!crud.showSearch} initialValues={searchInitialValues} onSearch={crud.search} onReset={onReset ?? crud.reset}>
          {search}
        </SearchForm>
      )}
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={search === undefined ? undefined : crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        {toolbar}
      </RightToolbar>
      <Table<Row>
        rowKey={rowKey}
        columns={visibleColumns}
        dataSource={rows ?? crud.list}
        loading={crud.isFetching}
        pagination={false}
        {...table}
        scroll={{ ...table?.scroll, x: tableScrollX(visibleColumns, { selection: Boolean(table?.rowSelection) }) }}
      />
      {isPaged(crud) && <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />}
      {!aside && children}
    </Card>
  );
  if (!aside) return list;
  return (
    <div className="crud-split">
      <Card variant="borderless" className="page-card crud-split-side">
        {aside}
      </Card>
      {list}
      {children}
    </div>
  );
}
