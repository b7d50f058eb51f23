import path from 'node:path';
import { createRef, type ComponentProps, type Key } from 'react';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { ListRef } from '@rc-component/virtual-list';
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { render, screen } from '@testing-library/react';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import RealInput from 'antd/es/input/Input';
import RealAsyncValidator from '@rc-component/async-validator';
import * as rcTree from '@rc-component/tree/es/index';
import { arrAdd as rcArrAdd, arrDel as rcArrDel } from '@rc-component/tree/es/util';
import * as rcTable from '@rc-component/table/es/index';
import RcInputIndexDefault from '@rc-component/input/es/index';
import * as rcColorPicker from '@rc-component/color-picker/es/index';
import { antdSlim } from './antd-slim';
import { isBright } from './shims/antd-is-bright';
import LazyTree from './shims/antd-lazy-tree';
import LazyFilterDropdown, { flattenKeys } from './shims/antd-lazy-filter-dropdown';
import Input from './shims/antd-input';
import LazyAsyncValidator from './shims/rc-lazy-async-validator';
import LazyVirtualList from './shims/rc-lazy-virtual-list';
import LazyCheckboxGroup from './shims/antd-lazy-checkbox-group';
import LazyCardMeta from './shims/antd-lazy-card-meta';
import LazyBadgeRibbon from './shims/antd-lazy-badge-ribbon';
import LazyCheckableTag from './shims/antd-lazy-checkable-tag';
import LazyCheckableTagGroup from './shims/antd-lazy-checkable-tag-group';
import { lazyFunction } from './shims/lazy-function';
import * as rcTreeHelpers from './shims/rc-tree-helpers';
import * as rcTableShim from './shims/rc-table';
import RcInputShimDefault from './shims/rc-input';
import { Color as RcColor } from './shims/rc-color';

const antd = path.join('/app', 'node_modules', 'antd', 'es');
const rc = path.join('/app', 'node_modules', '@rc-component');
const resolve = (source: string, importer: string) =>
  (antdSlim().resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('antd slimming', () => {
  it('points each import it names, and only those, at its shim', () => {
    const redirected: [source: string, importer: string, shim: RegExp][] = [
      ['../../color-picker/components/ColorPresets', path.join(antd, 'button', 'style', 'token.js'), /antd-is-bright\.ts$/],
      ['../../color-picker/components/ColorPresets', path.join(antd, 'tag', 'style', 'index.js'), /antd-is-bright\.ts$/],
      ['@rc-component/tree', path.join(antd, 'table', 'hooks', 'useSelection.js'), /rc-tree-helpers\.ts$/],
      ['@rc-component/table', path.join(antd, 'table', 'InternalTable.js'), /rc-table\.ts$/],
      ['@rc-component/table', path.join(antd, 'table', 'RcTable', 'index.js'), /rc-table\.ts$/],
      ['@rc-component/color-picker', path.join(antd, 'color-picker', 'color.js'), /rc-color\.ts$/],
      ['@rc-component/color-picker', path.join(antd, 'color-picker', 'util.js'), /rc-color\.ts$/],
      ['../../../tree', path.join(antd, 'table', 'hooks', 'useFilter', 'FilterDropdown.js'), /antd-lazy-tree\.tsx$/],
      ['../../radio', path.join(antd, 'table', 'hooks', 'useSelection.js'), /antd-lazy-radio\.tsx$/],
      ['../../../radio', path.join(antd, 'table', 'hooks', 'useFilter', 'FilterDropdown.js'), /antd-lazy-radio\.tsx$/],
      ['../../dropdown', path.join(antd, 'table', 'hooks', 'useSelection.js'), /antd-lazy-dropdown\.tsx$/],
      ['../dropdown/dropdown', path.join(antd, 'breadcrumb', 'BreadcrumbItem.js'), /antd-lazy-dropdown\.tsx$/],
      ['./RcTable/VirtualTable', path.join(antd, 'table', 'InternalTable.js'), /antd-lazy-virtual-table\.tsx$/],
      ['../pagination', path.join(antd, 'table', 'InternalTable.js'), /antd-lazy-pagination\.tsx$/],
      ['./FilterDropdown', path.join(antd, 'table', 'hooks', 'useFilter', 'index.js'), /antd-lazy-filter-dropdown\.tsx$/],
      ['./input', path.join(antd, 'index.js'), /antd-input\.ts$/],
      ['@rc-component/input', path.join(antd, 'input', 'Input.js'), /rc-input\.ts$/],
      ['../skeleton', path.join(antd, 'card', 'Card.js'), /antd-lazy-skeleton\.tsx$/],
      ['./Group', path.join(antd, 'checkbox', 'index.js'), /antd-lazy-checkbox-group\.tsx$/],
      ['./CardMeta', path.join(antd, 'card', 'index.js'), /antd-lazy-card-meta\.tsx$/],
      ['./Ribbon', path.join(antd, 'badge', 'index.js'), /antd-lazy-badge-ribbon\.tsx$/],
      ['./CheckableTag', path.join(antd, 'tag', 'index.js'), /antd-lazy-checkable-tag\.tsx$/],
      ['./CheckableTagGroup', path.join(antd, 'tag', 'index.js'), /antd-lazy-checkable-tag-group\.tsx$/],
      ['./WaveEffect', path.join(antd, '_util', 'wave', 'useWave.js'), /antd-lazy-wave-effect\.ts$/],
      ['scroll-into-view-if-needed', path.join(antd, 'form', 'hooks', 'useForm.js'), /lazy-scroll-into-view\.ts$/],
      ['./AvatarGroup', path.join(antd, 'avatar', 'index.js'), /antd-lazy-avatar-group\.tsx$/],
      ['@rc-component/virtual-list', path.join(rc, 'select', 'es', 'OptionList.js'), /rc-lazy-virtual-list\.tsx$/],
      ['@rc-component/async-validator', path.join(rc, 'form', 'es', 'utils', 'validateUtil.js'), /rc-lazy-async-validator\.ts$/],
    ];
    for (const [source, importer, shim] of redirected) expect(resolve(source, importer), `${source} from ${importer}`).toMatch(shim);
    // Everyone else keeps the real modules: the parts themselves, the lazily fetched ones and the app.
    const kept: [source: string, importer: string][] = [
      ['./components/ColorPresets', path.join(antd, 'color-picker', 'ColorPickerPanel.js')],
      ['../tree', path.join(antd, 'tree-select', 'index.js')],
      ['antd', '/app/src/main.tsx'],
      ['@rc-component/tree', path.join(antd, 'tree', 'Tree.js')],
      ['@rc-component/table', path.join(antd, 'table', 'RcTable', 'VirtualTable.js')],
      ['@rc-component/color-picker', path.join(antd, 'color-picker', 'ColorPicker.js')],
      ['../skeleton', path.join(antd, 'modal', 'Modal.js')],
      ['./CardGrid', path.join(antd, 'card', 'Card.js')],
      ['scroll-into-view-if-needed', path.join(antd, 'anchor', 'Anchor.js')],
      ['./input', path.join(antd, 'color-picker', 'style', 'index.js')],
      ['@rc-component/input', path.join(antd, 'input', 'TextArea.js')],
      ['@rc-component/virtual-list', path.join(rc, 'tree', 'es', 'NodeList.js')],
    ];
    for (const [source, importer] of kept) expect(resolve(source, importer), `${source} from ${importer}`).toBeNull();
  });

  it('the tree helpers, the table exports and the Color class antd gets are the very ones of the packages', () => {
    expect(Object.keys(rcTreeHelpers).sort()).toEqual(['arrAdd', 'arrDel', 'conductCheck', 'convertDataToEntities']);
    expect(rcTreeHelpers.conductCheck).toBe(rcTree.conductCheck);
    expect(rcTreeHelpers.convertDataToEntities).toBe(rcTree.convertDataToEntities);
    // @rc-component/table's index without its virtual table, every other export the same object.
    const tableExports = Object.keys(rcTable).filter((name) => name !== 'VirtualTable' && name !== 'genVirtualTable');
    expect(Object.keys(rcTableShim).sort()).toEqual(tableExports.sort());
    for (const name of tableExports) expect(rcTableShim[name as keyof typeof rcTableShim]).toBe(rcTable[name as keyof typeof rcTable]);
    expect(RcInputShimDefault).toBe(RcInputIndexDefault);
    expect(RcColor).toBe(rcColorPicker.Color);
  });

  it('the copied list helpers and filter-key flattening agree with the originals on any input', () => {
    const key = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom('a', 'b', 'c'));
    const list = fc.option(fc.array(key, { maxLength: 8 }), { nil: undefined });
    fc.assert(
      fc.property(list, key, (keys, value) => {
        expect(rcTreeHelpers.arrAdd(keys, value)).toEqual(rcArrAdd(keys as Key[], value));
        expect(rcTreeHelpers.arrDel(keys, value)).toEqual(rcArrDel(keys as Key[], value));
      }),
      { numRuns: 300 },
    );
    const { filters } = fc.letrec((tie) => ({
      item: fc.record({ text: fc.string(), value: key, children: fc.option(tie('filters'), { nil: undefined }) }),
      filters: fc.array(tie('item'), { maxLength: 4, depthIdentifier: 'filters' }),
    })) as { filters: fc.Arbitrary<{ text: string; value: string | number; children?: unknown[] }[]> };
    fc.assert(
      fc.property(fc.option(filters, { nil: undefined }), (items) => {
        expect(flattenKeys(items as Parameters<typeof flattenKeys>[0])).toEqual(antdFlattenKeys(items as Parameters<typeof antdFlattenKeys>[0]));
      }),
      { numRuns: 300 },
    );
  });

  it('the isBright copy agrees with antd\'s on any colour and background', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    const rgba = fc.record({ r: channel, g: channel, b: channel, a: fc.double({ min: 0, max: 1, noNaN: true }) });
    const background = fc.constantFrom('#fff', '#000', '#141414', '#ffffff', '#1677ff');
    fc.assert(
      fc.property(rgba, background, ({ r, g, b, a }, bg) => {
        const color = new AggregationColor(`rgba(${r}, ${g}, ${b}, ${a})`);
        expect(isBright(color, bg)).toBe(antdIsBright(color, bg));
      }),
      { numRuns: 500 },
    );
    expect(isBright(new AggregationColor('#ffffff'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#000000'), '#fff')).toBe(false);
  });

  it('the lazy Tree renders antd\'s tree once its chunk is in', async () => {
    // jsdom has no ResizeObserver; antd's tree observes its holder.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    render(<LazyTree treeData={[{ key: 'a', title: '北京', children: [{ key: 'b', title: '海淀' }] }]} defaultExpandAll checkable virtual={false} />);
    // The chunk's first import transforms all of antd's tree in vitest: seconds on a loaded machine.
    expect(await screen.findByText('北京', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('海淀')).toBeTruthy();
    expect(document.querySelector('.ant-tree-checkbox')).not.toBeNull();
  });

  it('the lazy filter dropdown shows the column title at once and its filter trigger once fetched', async () => {
    const props = {
      tablePrefixCls: 'ant-table',
      prefixCls: 'ant-table-filter',
      dropdownPrefixCls: 'ant-dropdown',
      column: { title: '状态', filters: [{ text: '开启', value: 0 }] },
      columnKey: 'status',
      filterState: undefined,
      filterOnClose: true,
      filterMultiple: true,
      triggerFilter: () => undefined,
      locale: {},
      getPopupContainer: undefined,
      rootClassName: '',
    } as unknown as ComponentProps<typeof LazyFilterDropdown>;
    render(<LazyFilterDropdown {...props}>状态</LazyFilterDropdown>);
    expect(screen.getByText('状态')).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelector('.ant-table-filter-trigger')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.getByText('状态')).toBeTruthy();
  });

  it('Input is antd\'s, and its variants render the real ones, a ref reaching the element', async () => {
    expect(Input).toBe(RealInput);
    const ref = createRef<TextAreaRef>();
    render(<Input.TextArea ref={ref} aria-label="备注" defaultValue="原文" />);
    const textarea = await screen.findByRole('textbox', { name: '备注' }, { timeout: 15_000 });
    expect(textarea.tagName).toBe('TEXTAREA');
    ref.current!.focus();
    expect(document.activeElement).toBe(textarea);
    render(<Input.Password aria-label="密码" />);
    expect((await screen.findByLabelText('密码', {}, { timeout: 15_000 })).getAttribute('type')).toBe('password');
  });

  it('the lazy virtual list makes a scroll asked for before it arrived once it is there', async () => {
    const ref = createRef<ListRef>();
    const items = Array.from({ length: 100 }, (_, index) => index);
    render(
      <LazyVirtualList ref={ref} data={items} height={100} itemHeight={20} itemKey={(item: number) => item} prefixCls="rc-virtual-list">
        {(item: number) => <div style={{ height: 20 }}>{`第 ${item} 项`}</div>}
      </LazyVirtualList>,
    );
    // As the select's option list does when it opens on the chosen option: before the list has arrived.
    ref.current!.scrollTo(600);
    expect(await screen.findByText('第 30 项', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('第 0 项')).toBeNull();
    expect(ref.current!.getScrollInfo().y).toBe(600);
  });

  it('the lazily attached statics render antd\'s own once fetched', async () => {
    render(
      <>
        <LazyCheckboxGroup options={['律所', '个人']} />
        <LazyCardMeta title="卡片标题" />
        <LazyBadgeRibbon text="新">
          <div>内容</div>
        </LazyBadgeRibbon>
        <LazyCheckableTag checked>可选标签</LazyCheckableTag>
        <LazyCheckableTagGroup options={['甲', '乙']} />
      </>,
    );
    const wait = { timeout: 15_000 };
    expect(await screen.findByRole('checkbox', { name: '律所' }, wait)).toBeTruthy();
    expect((await screen.findByText('卡片标题', {}, wait)).closest('.ant-card-meta')).not.toBeNull();
    expect((await screen.findByText('新', {}, wait)).closest('.ant-ribbon-wrapper')).not.toBeNull();
    expect((await screen.findByText('可选标签', {}, wait)).closest('.ant-tag-checkable-checked')).not.toBeNull();
    expect((await screen.findByText('乙', {}, wait)).closest('.ant-tag-checkable')).not.toBeNull();
  });

  it('a lazy function runs the real one with each call\'s arguments once fetched', async () => {
    const calls: unknown[][] = [];
    let fetched = 0;
    const scroll = lazyFunction(() => {
      fetched += 1;
      return Promise.resolve({ default: (...args: unknown[]) => calls.push(args) });
    });
    scroll('第一次', 1);
    scroll('第二次', 2);
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual([['第一次', 1], ['第二次', 2]]));
    scroll('第三次', 3);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(fetched).toBe(1);
  });

  it('the lazy validator answers as async-validator does, with the form\'s messages', async () => {
    const outcome = async (validator: { validate: (source: object, options?: object) => Promise<unknown> }, value: unknown) =>
      validator.validate({ email: value }, { first: false }).then(
        () => 'valid',
        (error: { errors: { message: string }[] }) => error.errors.map((entry) => entry.message),
      );
    const descriptor = { email: [{ required: true, message: '请输入邮箱' }, { type: 'email' as const }] };
    const messages = { types: { email: '%s 不是邮箱' } };
    for (const value of ['', 'a@b.co', 'nope', undefined]) {
      const lazyValidator = new LazyAsyncValidator(descriptor);
      lazyValidator.messages(messages);
      const realValidator = new RealAsyncValidator(descriptor);
      realValidator.messages(messages);
      expect(await outcome(lazyValidator, value)).toEqual(await outcome(realValidator, value));
    }
    expect(await outcome(Object.assign(new LazyAsyncValidator(descriptor), {}), 'nope')).toEqual(['email is not a valid email']);
  });
});
