import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { providePageTabClose, usePageTab } from '../shared/routing/page-tabs';
import { TagsView } from './tags-view';
import { useTagsStore } from './tags-store';

const EDIT = '/infra/codegen/edit/3';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A page that names its tab once it knows its subject, and closes itself (as 代码生成's edit page). */
function EditPage({ title }: { title?: string }) {
  const tab = usePageTab(title);
  return <button onClick={() => tab.closeAndOpen('/infra/codegen')}>back</button>;
}

function renderAt(title?: string) {
  return render(
    <MemoryRouter initialEntries={[EDIT]}>
      <TagsView activeKey={EDIT} />
      <Routes>
        <Route path="/infra/codegen/edit/:tableId" element={<EditPage title={title} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('a page names and closes its own tab', () => {
  beforeEach(() => {
    useTagsStore.getState().reset();
    useTagsStore.getState().addView({ key: '/infra/codegen', pathname: '/infra/codegen', title: '代码生成', affix: false, keepAlive: true });
    // The route's title, as the layout adds the tab of a hidden route.
    useTagsStore.getState().addView({ key: EDIT, pathname: EDIT, title: '修改生成配置', titleKey: 'routes.codegenEdit', affix: false, keepAlive: true });
    providePageTabClose((key) => useTagsStore.getState().closeView(key));
  });

  it('shows the route title until the page gives its own, which survives the layout adding the tab again', () => {
    const view = renderAt();
    expect(screen.getByText('修改生成配置')).toBeTruthy();
    view.rerender(
      <MemoryRouter initialEntries={[EDIT]}>
        <TagsView activeKey={EDIT} />
        <Routes>
          <Route path="/infra/codegen/edit/:tableId" element={<EditPage title="修改[system_post]生成配置" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('修改[system_post]生成配置')).toBeTruthy();
    // Coming back to the tab: the layout adds it again with the route's title.
    act(() => useTagsStore.getState().addView({ key: EDIT, pathname: EDIT, title: '修改生成配置', titleKey: 'routes.codegenEdit', affix: false, keepAlive: true }));
    expect(screen.getByText('修改[system_post]生成配置')).toBeTruthy();
    expect(screen.queryByText('修改生成配置')).toBeNull();
  });

  it('closes its tab, drops its kept page and opens the list', async () => {
    renderAt('修改[system_post]生成配置');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(useTagsStore.getState().visited.map((tab) => tab.key)).toEqual(['/infra/codegen']);
    expect(useTagsStore.getState().cachedKeys).not.toContain(EDIT);
    expect(screen.getByTestId('where').textContent).toBe('/infra/codegen');
  });
});
