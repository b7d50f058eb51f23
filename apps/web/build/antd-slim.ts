import path from 'node:path';
import type { Plugin } from 'vite';

const IS_BRIGHT_SHIM = path.join(import.meta.dirname, 'shims', 'antd-is-bright.ts');
const LAZY_TREE_SHIM = path.join(import.meta.dirname, 'shims', 'antd-lazy-tree.tsx');
const RC_TREE_HELPERS_SHIM = path.join(import.meta.dirname, 'shims', 'rc-tree-helpers.ts');
const RC_COLOR_SHIM = path.join(import.meta.dirname, 'shims', 'rc-color.ts');
/** antd's colour helpers (Tooltip, Tag and Button colours use them), which take Color from the colour picker's index. */
const COLOR_HELPERS = /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/;
/** antd's table selection, which takes four helpers from @rc-component/tree's index. */
const SELECTION = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;
/** antd's table filter dropdown, which imports Tree for the rarely used 'tree' filter mode. */
const FILTER_DROPDOWN = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
/** @rc-component/tree's modules: they declare no `sideEffects` but have none (only statics on their own classes). */
const RC_TREE = /[\\/]node_modules[\\/]@rc-component[\\/]tree[\\/]/;
/** antd's button and tag styles, which import the colour-presets panel for one helper. */
const STYLE_IMPORTER = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/][^\\/]+\.js$/;

/**
 * Keeps antd parts a screen does not show out of that screen's download (about 13 kB compressed off every list
 * screen, measured with `npm run bench:web`):
 * - antd's Button and Tag styles import `isBright` from the colour picker's presets panel, and with it the panel's
 *   Collapse and colour blocks, though only the settings drawer shows a colour picker: those two imports get a copy
 *   of the helper alone;
 * - antd's Table imports Tree for its 'tree' filter mode, which no screen uses yet: the filter dropdown gets a Tree
 *   fetched on first render instead;
 * - antd's Table selection imports four helpers from @rc-component/tree's index, which, lacking a `sideEffects`
 *   declaration, kept the whole tree component: it is marked free of side effects so only the helpers stay, and
 *   the import is pointed at the modules that define them (else the bundler still places the Tree, which other
 *   screens use, with the first list screen's chunk); likewise antd's colour helpers take `Color` from the module
 *   that defines it, not from the index that also brings the ColorPicker.
 * Should antd move these imports, nothing matches and the bundle is merely larger.
 */
export function antdSlim(): Plugin {
  return {
    name: 'console:antd-slim',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (RC_TREE.test(id) ? false : undefined) },
        },
      },
    }),
    resolveId(source, importer) {
      if (!importer) return null;
      if (STYLE_IMPORTER.test(importer) && source.endsWith('/color-picker/components/ColorPresets')) return IS_BRIGHT_SHIM;
      if (FILTER_DROPDOWN.test(importer) && source === '../../../tree') return LAZY_TREE_SHIM;
      if (SELECTION.test(importer) && source === '@rc-component/tree') return RC_TREE_HELPERS_SHIM;
      if (COLOR_HELPERS.test(importer) && source === '@rc-component/color-picker') return RC_COLOR_SHIM;
      return null;
    },
  };
}
