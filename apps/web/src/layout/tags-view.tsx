import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import PushpinFilled from '@ant-design/icons/PushpinFilled';
import { useHomePath } from '../shared/routing/use-route-table';
import { usePageTabs } from '../shared/routing/page-tabs';
import { useTagsStore, type TagView } from './tags-store';
import type { TagAction } from './tags-context-menu';

// The right-click menu is fetched when first opened.
const TagsContextMenu = lazy(() => import('./tags-context-menu'));

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

  const run = (action: TagAction, view: TagView) => {
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
        <Suspense fallback={null}>
          <TagsContextMenu
            left={menu.left}
            top={menu.top}
            width={CONTEXT_MENU_WIDTH}
            offers={{ close: !menu.view.affix, others: hasOthersClosable, left: hasLeftClosable, right: hasRightClosable }}
            onRun={(action) => run(action, menu.view)}
          />
        </Suspense>
      )}
    </div>
  );
}
