import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { serveAreaTree } from '@/test/area-tree-fixture';
import { RegionPicker, type RegionPickerProps } from './region-picker';

afterEach(() => vi.unstubAllGlobals());

function renderPickers(...pickers: RegionPickerProps[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {pickers.map((props, index) => (
        <RegionPicker key={index} placeholder={`picker ${index}`} {...props} />
      ))}
    </QueryClientProvider>,
  );
}

const menuItem = (name: string) => screen.findByTitle(name);

describe('RegionPicker', () => {
  it('offers province → city → district by code, and finds a district by part of its name', async () => {
    serveAreaTree();
    const onChange = vi.fn();
    renderPickers({ onChange });
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.click(await menuItem('广东省'));
    await userEvent.click(await menuItem('深圳市'));
    await userEvent.click(await menuItem('南山区'));
    expect(onChange).toHaveBeenLastCalledWith([440000, 440300, 440305], ['广东省', '深圳市', '南山区']);

    await userEvent.click(input);
    await userEvent.type(input, '天河');
    await userEvent.click(await screen.findByText('天河', { exact: false, selector: '.ant-cascader-menu-item *' }));
    expect(onChange).toHaveBeenLastCalledWith([440000, 440100, 440106], ['广东省', '广州市', '天河区']);
  });

  it('with names, two levels and municipalities folded: 北京市 → 朝阳区, as the lawyer API stores them', async () => {
    serveAreaTree();
    const onChange = vi.fn();
    renderPickers({ onChange, depth: 2, valueKey: 'name', foldMunicipalities: true });
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await menuItem('北京市'));
    await userEvent.click(await menuItem('朝阳区'));
    expect(onChange).toHaveBeenLastCalledWith(['北京市', '朝阳区'], ['北京市', '朝阳区']);
    // Two levels: a city is the last column, districts are not offered.
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await menuItem('广东省'));
    await userEvent.click(await menuItem('深圳市'));
    expect(onChange).toHaveBeenLastCalledWith(['广东省', '深圳市'], ['广东省', '深圳市']);
    expect(screen.queryByTitle('南山区')).toBeNull();
  });

  it('shows a stored value by its names, and fetches the tree once for every picker on the page', async () => {
    const server = serveAreaTree();
    renderPickers({ value: ['广东省', '深圳市'], valueKey: 'name', depth: 2 }, { value: [110000, 110100, 110108] });
    expect(await screen.findByText('广东省 / 深圳市')).toBeTruthy();
    expect(await screen.findByText('北京 / 北京市 / 海淀区')).toBeTruthy();
    await waitFor(() => expect(server.treeRequests()).toBe(1));
  });
});
