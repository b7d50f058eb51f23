import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useDictStore } from '@/shared/dict/dict-store';
import type { DictEntry } from '@/shared/dict/dict-types';

/** Renders a feature screen as the app would: signed in with `permissions`, the dictionaries loaded, in a router. */
export function renderPage(page: ReactNode, { permissions, dicts = [] }: { permissions: string[]; dicts?: DictEntry[] }) {
  useAuthStore.setState({ user: { id: 1, userName: 'admin', nickname: 'admin', avatar: '' }, roles: ['common'], permissions, loaded: true });
  useDictStore.getState().setEntries(dicts);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The table's column titles, in order. */
export const columnTitles = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent.trim()).filter(Boolean);

/** The search form's field with this label (its input, select or picker). */
export const searchField = (label: string) => {
  const item = screen.getByText(label, { selector: '.search-form label' }).closest('.ant-form-item') as HTMLElement;
  return within(item);
};

/** Picks an option of the search form's select labelled `label`. */
export async function pickOption(label: string, option: string) {
  await userEvent.click(searchField(label).getByRole('combobox'));
  await userEvent.click(await screen.findByTitle(option));
}

/** Presses 搜索 and waits for `fetchPage` to be asked with what `expected` holds. */
export async function searchAndExpect(fetchPage: { mock: { calls: unknown[][] } }, expected: Record<string, unknown>) {
  await userEvent.click(within(document.querySelector<HTMLElement>('.search-form')!).getByRole('button', { name: /搜\s*索/ }));
  await waitFor(() => expect(fetchPage.mock.calls.at(-1)?.[0]).toMatchObject(expected));
}

/** The value cell next to `label` in the open detail dialog. */
export function detailValue(label: string) {
  const dialog = screen.getByRole('dialog');
  const cell = within(dialog)
    .getAllByText(label)
    .map((el) => el.closest('.ant-descriptions-item-label'))
    .find(Boolean);
  if (!cell) throw new Error(`no detail field ${label}`);
  return cell.nextElementSibling?.textContent ?? '';
}
