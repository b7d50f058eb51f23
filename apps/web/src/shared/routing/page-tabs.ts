import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';

interface PageTabsState {
  /** Titles pages gave their own tabs, by tab key (full path): 修改[system_post]生成配置 rather than the route's title. */
  titles: Readonly<Record<string, string>>;
  /** Closes a tab and drops its kept-alive page; the layout provides it (shared/ does not reach into layout/). */
  close: (key: string) => void;
}

export const usePageTabs = create<PageTabsState>()(() => ({ titles: {}, close: () => {} }));

/** The layout hands in how a tab is closed; call it once, before the first render. */
export function providePageTabClose(close: (key: string) => void): void {
  usePageTabs.setState({ close });
}

/**
 * For a page: name its own tab (`title`, once known) and close it. The key is read while the page is shown, which is
 * when its effects run and its buttons can be pressed (a kept-alive page hidden behind another tab runs neither).
 */
export function usePageTab(title: string | undefined) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = `${pathname}${search}`;
  useEffect(() => {
    if (title) usePageTabs.setState((state) => ({ titles: { ...state.titles, [key]: title } }));
  }, [key, title]);
  return {
    /** Closes this page's tab and opens `path` instead. */
    closeAndOpen: (path: string) => {
      usePageTabs.getState().close(key);
      void navigate(path);
    },
  };
}
