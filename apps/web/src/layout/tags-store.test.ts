import { beforeEach, describe, expect, it } from 'vitest';
import { useTagsStore, type TagView } from './tags-store';

const view = (key: string, extra: Partial<TagView> = {}): TagView => ({ key, pathname: key, title: key, affix: false, keepAlive: true, ...extra });
const keys = () => useTagsStore.getState().visited.map((tag) => tag.key);

describe('tags store', () => {
  beforeEach(() => {
    const store = useTagsStore.getState();
    store.reset();
    store.addView(view('/home', { affix: true }));
    store.addView(view('/a'));
    store.addView(view('/b', { keepAlive: false }));
    store.addView(view('/c'));
    store.addView(view('/d'));
  });

  it('adds each visited full path once and caches only keep-alive pages', () => {
    useTagsStore.getState().addView(view('/a'));
    expect(keys()).toEqual(['/home', '/a', '/b', '/c', '/d']);
    expect(useTagsStore.getState().cachedKeys).toEqual(['/home', '/a', '/c', '/d']);
  });

  it('close current drops the tab and its cached page, but never an affixed tab', () => {
    useTagsStore.getState().closeView('/a');
    useTagsStore.getState().closeView('/home');
    expect(keys()).toEqual(['/home', '/b', '/c', '/d']);
    expect(useTagsStore.getState().cachedKeys).toEqual(['/home', '/c', '/d']);
  });

  it('close others / left / right / all keep affixed tabs', () => {
    useTagsStore.getState().closeLeft('/c');
    expect(keys()).toEqual(['/home', '/c', '/d']);
    useTagsStore.getState().closeRight('/c');
    expect(keys()).toEqual(['/home', '/c']);
    useTagsStore.getState().addView(view('/e'));
    useTagsStore.getState().closeOthers('/e');
    expect(keys()).toEqual(['/home', '/e']);
    useTagsStore.getState().closeAll();
    expect(keys()).toEqual(['/home']);
    expect(useTagsStore.getState().cachedKeys).toEqual(['/home']);
  });

  it('evict forgets the cached page but keeps the tab', () => {
    useTagsStore.getState().evict('/c');
    expect(keys()).toContain('/c');
    expect(useTagsStore.getState().cachedKeys).not.toContain('/c');
  });
});
