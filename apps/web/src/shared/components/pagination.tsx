import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../ui/app-store';
import { scrollToTop } from '../utils/scroll-to';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];

interface PaginationProps {
  total: number;
  pageNo: number;
  pageSize: number;
  onChange(pageNo: number, pageSize: number): void;
  pageSizeOptions?: number[];
  /** Scroll back to the top after a change (over 800 ms). */
  autoScroll?: boolean;
  hidden?: boolean;
}

/** Page number for a new page size: back to page 1 when the current page would run past the total. */
export function pageAfterSizeChange(pageNo: number, newSize: number, total: number): number {
  return pageNo * newSize > total ? 1 : pageNo;
}

/** Spec §9 pagination: total, sizes, prev, pager, next, jumper; fewer pager buttons on mobile. */
export function Pagination({ total, pageNo, pageSize, onChange, pageSizeOptions = PAGE_SIZE_OPTIONS, autoScroll = true, hidden }: PaginationProps) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.device === 'mobile');
  if (hidden) return null;
  return (
    <div className="pagination-container">
      <AntPagination
        total={total}
        current={pageNo}
        pageSize={pageSize}
        pageSizeOptions={pageSizeOptions}
        showSizeChanger
        showQuickJumper
        showLessItems={isMobile}
        showTotal={(count) => t('pagination.total', { total: count })}
        onChange={(nextPage, nextSize) => {
          const sizeChanged = nextSize !== pageSize;
          onChange(sizeChanged ? pageAfterSizeChange(pageNo, nextSize, total) : nextPage, nextSize);
          if (autoScroll) scrollToTop(800);
        }}
      />
    </div>
  );
}
