import { TextItem } from './form-items';

/**
 * A template's send dialog (SMS, mail, 站内信 测试): one required field per `{name}` parameter, under `params`, each
 * labelled by `label(name)` and at most `max` characters.
 */
export function TemplateParamItems({ names, max, label }: { names: readonly string[]; max: number; label: (name: string) => string }) {
  return (
    <>
      {names.map((name) => (
        <TextItem key={name} name={['params', name]} label={label(name)} required max={max} />
      ))}
    </>
  );
}

/** The parameter values as a send request carries them: trimmed, keyed by name. */
export const trimmedParams = (params: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, value.trim()]));
