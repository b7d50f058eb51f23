import path from 'node:path';
import type { Plugin } from 'vite';

const shim = (file: string) => path.join(import.meta.dirname, 'shims', file);
/** A module of antd's `es` build, by its path below `antd/es/`. */
const antdModule = (modulePath: string) =>
  new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]${modulePath.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')}$`);

/** One import redirected: when `importer` imports `source`, it gets `to` instead. */
interface Redirect {
  importer: RegExp;
  source: string;
  to: string;
}

const REDIRECTS: Redirect[] = [
  // antd's Button and Tag styles import `isBright` from the colour picker's presets panel, and with it the panel's
  // Collapse and colour blocks, though only the settings drawer shows a colour picker: a copy of the helper alone.
  ...['button/style/token.js', 'tag/style/index.js'].map((file) => ({
    importer: antdModule(file),
    source: '../../color-picker/components/ColorPresets',
    to: shim('antd-is-bright.ts'),
  })),
  // antd's Table selection takes four helpers from @rc-component/tree's index, which also brings the Tree: the
  // modules that define them (with SIDE_EFFECT_FREE below, else the bundler still places the Tree with the first
  // list screen).
  { importer: antdModule('table/hooks/useSelection.js'), source: '@rc-component/tree', to: shim('rc-tree-helpers.ts') },
  // antd's Table modules take @rc-component/table's index, which makes its virtual table at load: the same exports
  // without it (the virtual table, fetched on demand, keeps the real index).
  ...['InternalTable.js', 'Table.js', 'RcTable/index.js', 'hooks/useSelection.js', 'hooks/useFilledColumns.js'].map((file) => ({
    importer: antdModule(`table/${file}`),
    source: '@rc-component/table',
    to: shim('rc-table.ts'),
  })),
  // antd's colour helpers (Tooltip, Tag and Button colours use them) take Color from the colour picker's index.
  ...['color-picker/color.js', 'color-picker/util.js'].map((file) => ({
    importer: antdModule(file),
    source: '@rc-component/color-picker',
    to: shim('rc-color.ts'),
  })),
  // Parts that show only under a prop most screens never set, each fetched on its first render instead:
  // the Tree of a table's 'tree' filter mode;
  { importer: antdModule('table/hooks/useFilter/FilterDropdown.js'), source: '../../../tree', to: shim('antd-lazy-tree.tsx') },
  // the Radio of a 'radio' row selection and of a single-choice column filter;
  { importer: antdModule('table/hooks/useSelection.js'), source: '../../radio', to: shim('antd-lazy-radio.tsx') },
  { importer: antdModule('table/hooks/useFilter/FilterDropdown.js'), source: '../../../radio', to: shim('antd-lazy-radio.tsx') },
  // the Dropdown of a row selection's custom `selections` and of a breadcrumb item's `menu`;
  { importer: antdModule('table/hooks/useSelection.js'), source: '../../dropdown', to: shim('antd-lazy-dropdown.tsx') },
  { importer: antdModule('breadcrumb/BreadcrumbItem.js'), source: '../dropdown/dropdown', to: shim('antd-lazy-dropdown.tsx') },
  // the body a table switches to under `virtual`;
  { importer: antdModule('table/InternalTable.js'), source: './RcTable/VirtualTable', to: shim('antd-lazy-virtual-table.tsx') },
  // the pager under a table's rows (the CRUD kit pages through the server with its own);
  { importer: antdModule('table/InternalTable.js'), source: '../pagination', to: shim('antd-lazy-pagination.tsx') },
  // the filter dropdown in the title of a column with `filters`;
  { importer: antdModule('table/hooks/useFilter/index.js'), source: './FilterDropdown', to: shim('antd-lazy-filter-dropdown.tsx') },
  // Input.TextArea, Password, Search and OTP (the Input itself stays);
  { importer: antdModule('index.js'), source: './input', to: shim('antd-input.ts') },
  { importer: antdModule('input/Input.js'), source: '@rc-component/input', to: shim('rc-input.ts') },
  // statics the component modules attach, each fetched when first rendered: Checkbox.Group, Card.Meta,
  // Badge.Ribbon, Tag.CheckableTag and Tag.CheckableTagGroup;
  { importer: antdModule('checkbox/index.js'), source: './Group', to: shim('antd-lazy-checkbox-group.tsx') },
  { importer: antdModule('card/index.js'), source: './CardMeta', to: shim('antd-lazy-card-meta.tsx') },
  { importer: antdModule('badge/index.js'), source: './Ribbon', to: shim('antd-lazy-badge-ribbon.tsx') },
  { importer: antdModule('tag/index.js'), source: './CheckableTag', to: shim('antd-lazy-checkable-tag.tsx') },
  { importer: antdModule('tag/index.js'), source: './CheckableTagGroup', to: shim('antd-lazy-checkable-tag-group.tsx') },
  // the ripple of a click and a form's scroll to a field, fetched on their first use;
  { importer: antdModule('_util/wave/useWave.js'), source: './WaveEffect', to: shim('antd-lazy-wave-effect.ts') },
  { importer: antdModule('form/hooks/useForm.js'), source: 'scroll-into-view-if-needed', to: shim('lazy-scroll-into-view.ts') },
  // a card's loading skeleton;
  { importer: antdModule('card/Card.js'), source: '../skeleton', to: shim('antd-lazy-skeleton.tsx') },
  // Avatar.Group, with the Popover it opens for the avatars that do not fit;
  { importer: antdModule('avatar/index.js'), source: './AvatarGroup', to: shim('antd-lazy-avatar-group.tsx') },
  // Outside antd: the virtual list an open select shows its options in;
  {
    importer: /[\\/]@rc-component[\\/]select[\\/]es[\\/]OptionList\.js$/,
    source: '@rc-component/virtual-list',
    to: shim('rc-lazy-virtual-list.tsx'),
  },
  // @rc-component/form's rule checker, fetched on a form's first validation.
  {
    importer: /[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/,
    source: '@rc-component/async-validator',
    to: shim('rc-lazy-async-validator.ts'),
  },
];

/** @rc-component/tree's modules: they declare no `sideEffects` but have none (only statics on their own classes). */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]@rc-component[\\/]tree[\\/]/;

/**
 * Keeps antd parts a screen does not show out of that screen's download (measured with `npm run bench:web`): the
 * imports in REDIRECTS get a shim that defines only what the importer uses, or that fetches the part when it first
 * renders. Should antd move these imports, nothing matches and the bundle is merely larger.
 */
export function antdSlim(): Plugin {
  return {
    name: 'console:antd-slim',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
        },
      },
    }),
    resolveId(source, importer) {
      if (!importer) return null;
      return REDIRECTS.find((redirect) => redirect.source === source && redirect.importer.test(importer))?.to ?? null;
    },
  };
}
