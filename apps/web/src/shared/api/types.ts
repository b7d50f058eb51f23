/** Paged answer of every `/page` endpoint. */
export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface PageParams {
  pageNo: number;
  pageSize: number;
}
