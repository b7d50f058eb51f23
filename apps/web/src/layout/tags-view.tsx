import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import VerticalRightOutlined from '@ant-design/icons/VerticalRightOutlined';
import VerticalLeftOutlined from '@ant-design/icons/VerticalLeftOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PushpinFilled from '@ant-design/icons/PushpinFilled';
import { useHomePath } from '../shared/routing/use-route-table';
import { usePageTabs } from '../shared/routing/page-tabs';
import { useTagsStore, type TagView } from './tags-store';

/** Spec §9: the context menu is 105 px wide. */
const CONTEXT_MENU_WIDTH = 105;

interface ContextMenuState {
  view: TagView;
  left: number;
  top: number;
}

export function TagsView({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const homePath = useHomePath();
  const visited = useTagsStore((state) => state.visited);
  const store = useTagsStore.getState;
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('click', close);
    window.addEventListener('scroll', close, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('click', close);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [menu]);

  // Bring the active tab into view by scrolling the tab strip only: scrollIntoView would also scroll the window and
  // undo the scroll position a kept-alive page has just restored.
  useEffect(() => {
    const strip = scrollRef.current;
    const item = strip?.querySelector<HTMLElement>('.tags-view-item.active');
    if (!strip || !item) return;
    const bounds = strip.getBoundingClientRect();
    const tab = item.getBoundingClientRect();
    if (tab.left < bounds.left) strip.scrollLeft -= bounds.left - tab.left;
    else if (tab.right > bounds.right) strip.scrollLeft += tab.right - bounds.right;
  }, [activeKey, visited]);

  // A page may name its own tab (修改[<table>]生成配置); otherwise the tab shows its route's title.
  const pageTitles = usePageTabs((state) => state.titles);
  const title = (view: TagView) => pageTitles[view.key] ?? (view.titleKey ? t(view.titleKey) : view.title);

  /** After closing: stay if the active tab survived; else go to the last tab, or the home page. */
  const afterClose = () => {
    const remaining = store().visited;
    if (remaining.some((view) => view.key === activeKey)) return;
    const last = remaining[remaining.length - 1];
    void navigate(last ? last.key : homePath);
  };

  const run = (action: 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all', view: TagView) => {
    setMenu(null);
    if (action === 'refresh') {
      store().evict(view.key);
      void navigate(`/redirect${view.key}`, { replace: true });
      return;
    }
    if (action === 'close') store().closeView(view.key);
    if (action === 'others') {
      store().closeOthers(view.key);
      if (view.key !== activeKey) void navigate(view.key);
    }
    if (action === 'left') store().closeLeft(view.key);
    if (action === 'right') store().closeRight(view.key);
    if (action === 'all') store().closeAll();
    afterClose();
  };

  const openMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    const maxLeft = window.innerWidth - CONTEXT_MENU_WIDTH - 8;
    setMenu({ view, left: Math.min(event.clientX, maxLeft), top: event.clientY });
  };

  const index = menu ? visited.findIndex((view) => view.key === menu.view.key) : -1;
  const hasLeftClosable = menu ? visited.slice(0, index).some((view) => !view.affix) : false;
  const hasRightClosable = menu ? visited.slice(index + 1).some((view) => !view.affix) : false;
  const hasOthersClosable = menu ? visited.some((view) => view.key !== menu.view.key && !view.affix) : false;

  return (
    <div className="tags-view" data-testid="tags-view">
      <div className="tags-view-scroll" ref={scrollRef}>
        {visited.map((view) => (
          <a
            key={view.key}
            href={`${import.meta.env.BASE_URL.replace(/\/$/, '')}${view.key}`}
            className={`tags-view-item${view.key === activeKey ? ' active' : ''}`}
            data-tag-key={view.key}
            onClick={(event) => {
              event.preventDefault();
              void navigate(view.key);
            }}
            onAuxClick={(event) => {
              if (event.button === 1 && !view.affix) run('close', view);
            }}
            onContextMenu={(event) => openMenu(event, view)}
          >
            {view.affix && <PushpinFilled className="tags-view-pin" aria-hidden />}
            <span>{title(view)}</span>
            {!view.affix && (
              <CloseOutlined
                className="tags-view-close"
                aria-label={t('tags.closeCurrent')}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  run('close', view);
                }}
              />
            )}
          </a>
        ))}
      </div>
      {menu && (
        <ul className="tags-context-menu" role="menu" style={{ left: menu.left, top: menu.top, width: CONTEXT_MENU_WIDTH }} onClick={(event) => event.stopPropagation()}>
          <li role="menuitem" onClick={() => run('refresh', menu.view)}>
            <ReloadOutlined aria-hidden /> {t('tags.refresh')}
          </li>
          {!menu.view.affix && (
            <li role="menuitem" onClick={() => run('close', menu.view)}>
              <CloseOutlined aria-hidden /> {t('tags.closeCurrent')}
            </li>
          )}
          {hasOthersClosable && (
            <li role="menuitem" onClick={() => run('others', menu.view)}>
              <ColumnWidthOutlined aria-hidden /> {t('tags.closeOthers')}
            </li>
          )}
          {hasLeftClosable && (
            <li role="menuitem" onClick={() => run('left', menu.view)}>
              <VerticalRightOutlined aria-hidden /> {t('tags.closeLeft')}
            </li>
          )}
          {hasRightClosable && (
            <li role="menuitem" onClick={() => run('right', menu.view)}>
              <VerticalLeftOutlined aria-hidden /> {t('tags.closeRight')}
            </li>
          )}
          <li role="menuitem" onClick={() => run('all', menu.view)}>
            <MinusCircleOutlined aria-hidden /> {t('tags.closeAll')}
          </li>
        </ul>
      )}
    </div>
  );
}
