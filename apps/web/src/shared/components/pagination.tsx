import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../ui/app-store';
import { scrollToTop } from '../utils/scroll-to';
import './pagination.css';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];
/** Spec §9: page buttons shown at most, under 992 px (mobile) and above. */
export const PAGER_COUNT_MOBILE = 5;
export const PAGER_COUNT_DESKTOP = 7;

interface PaginationProps {
  total: number;
  pageNo: number;
  pageSize: number;
  onChange: (pageNo: number, pageSize: number) => void;
  pageSizeOptions?: number[];
  /** Scroll back to the top after a change (over 800 ms). */
  autoScroll?: boolean;
  hidden?: boolean;
}

/** Page number for a new page size: back to page 1 when the current page would run past the total. */
export function pageAfterSizeChange(pageNo: number, newSize: number, total: number): number {
  return pageNo * newSize > total ? 1 : pageNo;
}

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The pager of the reference (Element UI's `pager-count`): with more pages than `pagerCount`, exactly `pagerCount`
 * page buttons — the first and the last always, the rest around the current page — and an ellipsis on each side
 * where pages are skipped. antd's pager cannot do this (it shows 4–6 buttons at the ends, 5 in the middle).
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount <= 1) return [1];
  const page = Math.min(Math.max(1, current), pageCount);
  const half = (pagerCount - 1) / 2;
  const prevMore = pageCount > pagerCount && page > pagerCount - half;
  const nextMore = pageCount > pagerCount && page < pageCount - half;
  let from = 2;
  let to = pageCount - 1;
  if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    from = page - offset;
    to = page + offset;
  } else if (prevMore) {
    from = pageCount - (pagerCount - 2);
  } else if (nextMore) {
    to = pagerCount - 1;
  }
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(prevMore ? ['prev-more' as const] : []), ...middle, ...(nextMore ? ['next-more' as const] : []), pageCount];
}

/** Spec §9 pagination: total, sizes, prev, pager, next, jumper; 5 page buttons under 992 px, else 7. */
export function Pagination({ total, pageNo, pageSize, onChange, pageSizeOptions = PAGE_SIZE_OPTIONS, autoScroll = true, hidden }: PaginationProps) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.device === 'mobile');
  const [jumpTo, setJumpTo] = useState('');
  if (hidden) return null;

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, pageNo), pageCount);
  const pagerCount = isMobile ? PAGER_COUNT_MOBILE : PAGER_COUNT_DESKTOP;
  const jumpSize = pagerCount - 2;

  const emit = (nextPage: number, nextSize: number) => {
    onChange(nextPage, nextSize);
    if (autoScroll) scrollToTop(800);
  };
  const goTo = (target: number) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next !== current) emit(next, pageSize);
  };
  const submitJump = () => {
    if (jumpTo) goTo(Number(jumpTo));
    setJumpTo('');
  };

  return (
    <div className="pagination-container">
      <nav className="app-pagination" aria-label={t('pagination.label')}>
        <span className="app-pagination-total">{t('pagination.total', { total })}</span>
        <Select
          className="app-pagination-sizes"
          aria-label={t('pagination.pageSize')}
          value={pageSize}
          popupMatchSelectWidth={false}
          options={pageSizeOptions.map((size) => ({ value: size, label: t('pagination.perPage', { size }) }))}
          onChange={(size: number) => {
            if (size !== pageSize) emit(pageAfterSizeChange(current, size, total), size);
          }}
        />
        <Button type="text" className="app-pagination-step" icon={<LeftOutlined />} title={t('pagination.prev')} aria-label={t('pagination.prev')} disabled={current <= 1} onClick={() => goTo(current - 1)} />
        <ul className="app-pager">
          {pagerItems(current, pageCount, pagerCount).map((item) => {
            if (typeof item === 'number') {
              const active = item === current;
              return (
                <li key={item}>
                  <Button
                    className={`app-pager-item${active ? ' active' : ''}`}
                    color={active ? 'primary' : 'default'}
                    variant={active ? 'outlined' : 'text'}
                    title={String(item)}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => goTo(item)}
                  >
                    {item}
                  </Button>
                </li>
              );
            }
            const back = item === 'prev-more';
            const label = t(back ? 'pagination.prevMore' : 'pagination.nextMore', { count: jumpSize });
            return (
              <li key={item}>
                <Button
                  type="text"
                  className="app-pager-more"
                  title={label}
                  aria-label={label}
                  icon={
                    <span className="app-pager-more-icon">
                      <EllipsisOutlined className="app-pager-more-dots" />
                      {back ? <DoubleLeftOutlined className="app-pager-more-arrow" /> : <DoubleRightOutlined className="app-pager-more-arrow" />}
                    </span>
                  }
                  onClick={() => goTo(back ? current - jumpSize : current + jumpSize)}
                />
              </li>
            );
          })}
        </ul>
        <Button
          type="text"
          className="app-pagination-step"
          icon={<RightOutlined />}
          title={t('pagination.next')}
          aria-label={t('pagination.next')}
          disabled={current >= pageCount}
          onClick={() => goTo(current + 1)}
        />
        <span className="app-pagination-jump">
          {t('pagination.goto')}
          <Input
            className="app-pagination-jump-input"
            aria-label={t('pagination.jumpTo')}
            inputMode="numeric"
            value={jumpTo}
            onChange={(event) => setJumpTo(event.target.value.replace(/\D/g, ''))}
            onPressEnter={submitJump}
            onBlur={submitJump}
          />
          {t('pagination.pageSuffix')}
        </span>
      </nav>
    </div>
  );
}
