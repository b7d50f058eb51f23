import { useCallback, useMemo, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageParams, PageResult } from '@/shared/api/types';
import { DEFAULT_PAGE_SIZE } from '../pagination';

type Filters = object;

export interface CrudPageOptions<Row, F extends Filters, V> {
  /** Root of the query key; every query of the entity starts with it, so one invalidation refreshes them all. */
  queryKey: readonly unknown[];
  /** Loads one page for the filters and paging. */
  fetchPage: (query: F & PageParams) => Promise<PageResult<Row>>;
  /** Search-form values → request filters (trim, date ranges…). Defaults to the values as they are. */
  toFilters?: (values: V) => F;
  /** Filters in force before the first search (also what 重置 returns to, besides the cleared form). */
  initialFilters?: F;
  pageSize?: number;
  /** False (or a check of the filters answering false) while something the query needs is still missing. */
  enabled?: boolean | ((filters: F) => boolean);
}

export interface CrudState<F extends Filters, V> {
  searchForm: FormInstance<V>;
  filters: F;
  showSearch: boolean;
  toggleSearch: () => void;
  /** Reads the search form into the filters and goes back to page 1. */
  search: () => void;
  /** Clears the search form, then searches (page 1). */
  reset: () => void;
  /** Replaces some filters (e.g. a dept picked in a side tree) and goes back to page 1. */
  patchFilters: (patch: Partial<F>) => void;
  /** Invalidates every query of the entity (after a create, update, delete or status change). */
  invalidate: () => Promise<void>;
}

export interface CrudPageState<Row, F extends Filters, V> extends CrudState<F, V> {
  paging: PageParams;
  setPaging: (pageNo: number, pageSize: number) => void;
  list: Row[];
  total: number;
  loaded: boolean;
  isFetching: boolean;
  refetch: () => void;
  query: F & PageParams;
}

function identity<F, V>(values: V): F {
  return values as unknown as F;
}

function useCrudState<F extends Filters, V>(queryKey: readonly unknown[], toFilters: (values: V) => F, initialFilters: F, onPageOne: () => void) {
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<V>();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<F>(initialFilters);
  // Counts 搜索/重置 presses; part of the query key, so a press asks the server even when the filters are unchanged
  // (the same key would be answered from the cache).
  const [round, setRound] = useState(0);

  const search = useCallback(() => {
    // Filters set outside the form (a tree selection, a route parameter) survive a search.
    setFilters((current) => ({ ...current, ...toFilters(searchForm.getFieldsValue()) }));
    setRound((value) => value + 1);
    onPageOne();
  }, [searchForm, toFilters, onPageOne]);

  const reset = useCallback(() => {
    searchForm.resetFields();
    setFilters({ ...initialFilters, ...toFilters(searchForm.getFieldsValue()) });
    setRound((value) => value + 1);
    onPageOne();
  }, [searchForm, toFilters, initialFilters, onPageOne]);

  const patchFilters = useCallback(
    (patch: Partial<F>) => {
      setFilters((current) => ({ ...current, ...patch }));
      onPageOne();
    },
    [onPageOne],
  );

  const rootKey = JSON.stringify(queryKey);
  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: JSON.parse(rootKey) as unknown[] }), [queryClient, rootKey]);

  return { searchForm, filters, setFilters, round, showSearch, toggleSearch: () => setShowSearch((value) => !value), search, reset, patchFilters, invalidate };
}

/**
 * The state of a paged list screen: search form ↔ filters, paging (back to page 1 on every search or reset),
 * the TanStack query of the page, and invalidation after changes.
 */
export function useCrudPage<Row, F extends Filters = Filters, V = F>(options: CrudPageOptions<Row, F, V>): CrudPageState<Row, F, V> {
  const { queryKey, fetchPage, toFilters = identity, pageSize = DEFAULT_PAGE_SIZE, enabled = true } = options;
  const [initialFilters] = useState<F>(() => options.initialFilters ?? ({} as F));
  const [paging, setPagingState] = useState<PageParams>({ pageNo: 1, pageSize });
  const toPageOne = useCallback(() => setPagingState((current) => (current.pageNo === 1 ? current : { ...current, pageNo: 1 })), []);
  const state = useCrudState<F, V>(queryKey, toFilters, initialFilters, toPageOne);

  const query = useMemo((): F & PageParams => ({ ...state.filters, ...paging }), [state.filters, paging]);
  const result = useQuery({
    queryKey: [...queryKey, 'page', query, state.round],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
    enabled: typeof enabled === 'function' ? enabled(state.filters) : enabled,
  });

  return {
    ...state,
    paging,
    setPaging: (pageNo, size) => setPagingState({ pageNo, pageSize: size }),
    list: result.data?.list ?? [],
    total: result.data?.total ?? 0,
    loaded: result.data !== undefined,
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
    query,
  };
}

export interface CrudListOptions<Row, F extends Filters, V> {
  queryKey: readonly unknown[];
  fetchList: (filters: F) => Promise<Row[]>;
  toFilters?: (values: V) => F;
  initialFilters?: F;
  enabled?: boolean;
}

export interface CrudListState<Row, F extends Filters, V> extends CrudState<F, V> {
  list: Row[];
  loaded: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/** The same pattern for unpaged lists (tree tables: menus, departments). */
export function useCrudList<Row, F extends Filters = Filters, V = F>(options: CrudListOptions<Row, F, V>): CrudListState<Row, F, V> {
  const { queryKey, fetchList, toFilters = identity, enabled = true } = options;
  const [initialFilters] = useState<F>(() => options.initialFilters ?? ({} as F));
  const noop = useCallback(() => {}, []);
  const state = useCrudState<F, V>(queryKey, toFilters, initialFilters, noop);
  const result = useQuery({
    queryKey: [...queryKey, 'list', state.filters, state.round],
    queryFn: () => fetchList(state.filters),
    placeholderData: keepPreviousData,
    enabled,
  });
  return {
    ...state,
    list: result.data ?? [],
    loaded: result.data !== undefined,
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
  };
}
