import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { render, screen } from '@testing-library/react';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { antdSlim } from './antd-slim';
import { isBright } from './shims/antd-is-bright';
import LazyTree from './shims/antd-lazy-tree';
import * as rcTreeHelpers from './shims/rc-tree-helpers';
import * as rcTree from '@rc-component/tree/es/index';
import { Color as RcColor } from './shims/rc-color';
import * as rcColorPicker from '@rc-component/color-picker/es/index';

const antd = path.join('/app', 'node_modules', 'antd', 'es');
const resolve = (source: string, importer: string) =>
  (antdSlim().resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('antd slimming', () => {
  it('points only antd\'s button/tag styles and table filter dropdown at the shims', () => {
    expect(resolve('../../color-picker/components/ColorPresets', path.join(antd, 'button', 'style', 'token.js'))).toMatch(/antd-is-bright\.ts$/);
    expect(resolve('../../color-picker/components/ColorPresets', path.join(antd, 'tag', 'style', 'index.js'))).toMatch(/antd-is-bright\.ts$/);
    expect(resolve('../../../tree', path.join(antd, 'table', 'hooks', 'useFilter', 'FilterDropdown.js'))).toMatch(/antd-lazy-tree\.tsx$/);
    expect(resolve('@rc-component/tree', path.join(antd, 'table', 'hooks', 'useSelection.js'))).toMatch(/rc-tree-helpers\.ts$/);
    expect(resolve('@rc-component/color-picker', path.join(antd, 'color-picker', 'color.js'))).toMatch(/rc-color\.ts$/);
    expect(resolve('@rc-component/color-picker', path.join(antd, 'color-picker', 'util.js'))).toMatch(/rc-color\.ts$/);
    // The colour picker itself and everyone else keep the real modules.
    expect(resolve('./components/ColorPresets', path.join(antd, 'color-picker', 'ColorPickerPanel.js'))).toBeNull();
    expect(resolve('../tree', path.join(antd, 'tree-select', 'index.js'))).toBeNull();
    expect(resolve('antd', '/app/src/main.tsx')).toBeNull();
    expect(resolve('@rc-component/tree', path.join(antd, 'tree', 'Tree.js'))).toBeNull();
    expect(resolve('@rc-component/color-picker', path.join(antd, 'color-picker', 'ColorPicker.js'))).toBeNull();
  });

  it('the tree helpers and the Color class antd gets are the very ones of the packages\' indexes', () => {
    expect(Object.keys(rcTreeHelpers).sort()).toEqual(['arrAdd', 'arrDel', 'conductCheck', 'convertDataToEntities']);
    for (const [name, helper] of Object.entries(rcTreeHelpers)) expect(helper).toBe(rcTree[name as keyof typeof rcTree]);
    expect(RcColor).toBe(rcColorPicker.Color);
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
});
