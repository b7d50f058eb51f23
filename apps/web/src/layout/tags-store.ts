import { create } from 'zustand';

/** One page tab. `key` is the full path (pathname + search): two URLs are two tabs and two cached pages. */
export interface TagView {
  key: string;
  pathname: string;
  title: string;
  titleKey?: string;
  affix: boolean;
  keepAlive: boolean;
}

interface TagsState {
  visited: TagView[];
  /** Keys of pages kept alive (mounted while hidden). Removing a key unmounts the page. */
  cachedKeys: string[];
  addView: (view: TagView) => void;
  closeView: (key: string) => void;
  closeOthers: (key: string) => void;
  closeLeft: (key: string) => void;
  closeRight: (key: string) => void;
  closeAll: () => void;
  /** Drops the cached instance so the next visit mounts the page afresh (refresh page). */
  evict: (key: string) => void;
  reset: () => void;
}

function cachedOf(views: readonly TagView[], previous: readonly string[]): string[] {
  const kept = new Set(views.filter((view) => view.keepAlive).map((view) => view.key));
  return previous.filter((key) => kept.has(key));
}

export const useTagsStore = create<TagsState>()((set) => ({
  visited: [],
  cachedKeys: [],
  addView: (view) =>
    set((state) => {
      const existing = state.visited.findIndex((candidate) => candidate.key === view.key);
      const visited = [...state.visited];
      if (existing >= 0) visited[existing] = { ...visited[existing]!, title: view.title, titleKey: view.titleKey };
      else visited.push(view);
      const cachedKeys = view.keepAlive && !state.cachedKeys.includes(view.key) ? [...state.cachedKeys, view.key] : state.cachedKeys;
      return { visited, cachedKeys };
    }),
  closeView: (key) =>
    set((state) => {
      const visited = state.visited.filter((view) => view.key !== key || view.affix);
      return { visited, cachedKeys: state.cachedKeys.filter((cached) => cached !== key || visited.some((view) => view.key === key)) };
    }),
  closeOthers: (key) =>
    set((state) => {
      const visited = state.visited.filter((view) => view.key === key || view.affix);
      return { visited, cachedKeys: cachedOf(visited, state.cachedKeys) };
    }),
  closeLeft: (key) =>
    set((state) => {
      const index = state.visited.findIndex((view) => view.key === key);
      if (index < 0) return state;
      const visited = state.visited.filter((view, position) => position >= index || view.affix);
      return { visited, cachedKeys: cachedOf(visited, state.cachedKeys) };
    }),
  closeRight: (key) =>
    set((state) => {
      const index = state.visited.findIndex((view) => view.key === key);
      if (index < 0) return state;
      const visited = state.visited.filter((view, position) => position <= index || view.affix);
      return { visited, cachedKeys: cachedOf(visited, state.cachedKeys) };
    }),
  closeAll: () =>
    set((state) => {
      const visited = state.visited.filter((view) => view.affix);
      return { visited, cachedKeys: cachedOf(visited, state.cachedKeys) };
    }),
  evict: (key) => set((state) => ({ cachedKeys: state.cachedKeys.filter((cached) => cached !== key) })),
  reset: () => set({ visited: [], cachedKeys: [] }),
}));
