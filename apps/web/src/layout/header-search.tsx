import { useMemo, useRef, useState } from 'react';
import { Empty, Input, Modal, type InputRef } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import EnterOutlined from '@ant-design/icons/EnterOutlined';
import Fuse from 'fuse.js';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../shared/ui/app-store';
import { useRouteTable } from '../shared/routing/use-route-table';

interface SearchEntry {
  path: string;
  title: string;
  /** "系统管理 > 字典管理" */
  trail: string;
}

/** Spec §2: fuzzy, threshold 0.4, titles weighted 0.7, paths 0.3. */
export const SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Ctrl+K / the header icon: jump to any page of the menu by title or path. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useAppStore((state) => state.searchOpen);
  const setOpen = useAppStore((state) => state.setSearchOpen);
  const table = useRouteTable();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<InputRef>(null);

  const entries = useMemo<SearchEntry[]>(
    () =>
      table
        .filter((meta) => !meta.hidden && meta.component !== null && !meta.redirect)
        .map((meta) => ({ path: meta.path, title: meta.title, trail: [...meta.parents.map((parent) => parent.title), meta.title].join(' > ') })),
    [table],
  );
  const fuse = useMemo(() => new Fuse(entries, SEARCH_OPTIONS), [entries]);
  const results = useMemo(() => (query.trim() ? fuse.search(query.trim()).map((result) => result.item).slice(0, 10) : entries.slice(0, 10)), [fuse, query, entries]);


  const go = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    setOpen(false);
    setQuery('');
    void navigate(entry.path);
  };

  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      footer={<span className="header-search-hint">{t('layout.searchHint')}</span>}
      closable={false}
      width={560}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && inputRef.current?.focus()}
      className="header-search-modal"
      title={null}
    >
      <Input
        ref={inputRef}
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('layout.searchPlaceholder')}
        value={query}
        allowClear
        aria-label={t('layout.search')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(index + 1, results.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(results[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul className="header-search-results" role="listbox" aria-label={t('layout.search')}>
        {results.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.searchNoResult')} />}
        {results.map((entry, index) => (
          <li
            key={entry.path}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : ''}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(entry)}
          >
            <div>
              <div className="header-search-title">{entry.trail}</div>
              <div className="header-search-path">{entry.path}</div>
            </div>
            {index === active && <EnterOutlined />}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
