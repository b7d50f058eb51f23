import { BpmErrors } from '@console/contracts/error-codes';
import { badField, ServiceError } from '../../../platform/errors';

/**
 * The original designer's form format (JakHuang form-generator): `conf` a JSON object, `fields` one JSON object per
 * field with `__config__` (tag, label, required, children of a layout row…) and `__vModel__`, the variable the value is
 * stored under. Checked here so a form the engine cannot use is refused with the field named.
 */

type Field = { __config__?: { label?: unknown; children?: unknown }; __vModel__?: unknown };

function parseObject(text: string, where: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badField(where, '不是合法的 JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badField(where, '必须是 JSON 对象');
  return value as Record<string, unknown>;
}

export function checkConf(conf: string): void {
  parseObject(conf, 'conf');
}

/** Every field parses, has its `__config__`, and no two (layout rows' children included) share a `__vModel__`. */
export function checkFields(fields: string[]): void {
  const seen = new Map<string, string>();
  const visit = (field: Field, where: string) => {
    const config = field.__config__;
    if (!config || typeof config !== 'object') throw badField(where, '缺少 __config__');
    const label = typeof config.label === 'string' ? config.label : '';
    if (field.__vModel__ !== undefined) {
      if (typeof field.__vModel__ !== 'string' || !/^[A-Za-z_$][\w$]{0,63}$/.test(field.__vModel__)) throw badField(where, '__vModel__ 必须是合法的字段名');
      const previous = seen.get(field.__vModel__);
      if (previous !== undefined) throw new ServiceError(BpmErrors.FORM_FIELD_REPEAT, previous, label, field.__vModel__);
      seen.set(field.__vModel__, label);
    }
    if (Array.isArray(config.children)) config.children.forEach((child, i) => visit((child ?? {}) as Field, `${where}.children[${i}]`));
  };
  fields.forEach((text, i) => visit(parseObject(text, `fields[${i}]`), `fields[${i}]`));
}

/** The variables a form fills (`__vModel__` of every field, in order): what a process started with it receives. */
export function formVariables(fields: string[]): string[] {
  const names: string[] = [];
  const visit = (field: Field) => {
    if (typeof field.__vModel__ === 'string') names.push(field.__vModel__);
    if (Array.isArray(field.__config__?.children)) field.__config__.children.forEach((child) => visit((child ?? {}) as Field));
  };
  fields.forEach((text) => visit(JSON.parse(text) as Field));
  return names;
}
