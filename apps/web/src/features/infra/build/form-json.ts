import { readStorage, writeStorage } from '@/shared/config/storage-keys';
import { DEFAULT_CONF, type FormConf, type FormField } from '@/shared/bpm-form/fields';

// 查看json's shape is the BPM designer's too.
export { formJson, type FormJson } from '@/shared/bpm-form/fields';

/** The canvas as the original's first visit shows it: one 手机号 field checked against a mobile-number pattern. */
export function defaultFields(): FormField[] {
  return [
    {
      __config__: {
        label: '手机号',
        labelWidth: null,
        showLabel: true,
        changeTag: true,
        tag: 'el-input',
        tagIcon: 'input',
        required: true,
        layout: 'colFormItem',
        span: 24,
        regList: [{ pattern: '/^1(3|4|5|7|8|9)\\d{9}$/', message: '手机号格式错误' }],
        formId: 100,
        renderKey: 100,
      },
      __slot__: { prepend: '', append: '' },
      __vModel__: 'mobile',
      placeholder: '请输入手机号',
      style: { width: '100%' },
      clearable: true,
      'prefix-icon': 'el-icon-mobile',
      maxlength: 11,
      'show-word-limit': true,
      readonly: false,
      disabled: false,
    },
  ];
}

// Its own key: the BPM designer keeps nothing in storage. The version resets a canvas saved in an older shape, as
// the original's DRAWING_ITEMS_VERSION does.
const CANVAS_KEY = 'infra-build-canvas';
const CANVAS_VERSION = '1.2';

interface StoredCanvas {
  version: string;
  fields: FormField[];
  conf: FormConf;
}

export function loadCanvas(): { fields: FormField[]; conf: FormConf } {
  try {
    const stored = JSON.parse(readStorage(CANVAS_KEY) ?? 'null') as StoredCanvas | null;
    if (stored?.version === CANVAS_VERSION && Array.isArray(stored.fields)) return { fields: stored.fields, conf: { ...DEFAULT_CONF, ...stored.conf } };
  } catch {
    // Unreadable: start again.
  }
  return { fields: defaultFields(), conf: DEFAULT_CONF };
}

export function saveCanvas(fields: FormField[], conf: FormConf): void {
  writeStorage(CANVAS_KEY, JSON.stringify({ version: CANVAS_VERSION, fields, conf } satisfies StoredCanvas));
}
