import { createRequire } from 'node:module';

/** A bpmnlint report item. */
interface LintItem {
  id?: string;
  message: string;
  category: 'error' | 'warn' | 'info' | 'rule-error';
}

interface LinterInstance {
  lint: (definitions: unknown) => Promise<Record<string, LintItem[]>>;
}

/**
 * The diagram's structural problems, by bpmnlint's recommended rules (start and end events, nothing disconnected,
 * no implicit splits or joins, a drawn diagram…) — all but "every element labelled", which is cosmetic. Only
 * errors count; warnings do not stop a deployment. bpmnlint is CommonJS and resolves its rules with `require`.
 */
export async function lintBpmn(definitions: unknown): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const Linter = require('bpmnlint/lib/linter') as new (options: { config: unknown; resolver: unknown }) => LinterInstance;
  const NodeResolver = require('bpmnlint/lib/resolver/node-resolver') as new (options: { require: NodeJS.Require }) => unknown;
  const linter = new Linter({
    config: { extends: 'bpmnlint:recommended', rules: { 'label-required': 'off' } },
    resolver: new NodeResolver({ require }),
  });
  const reports = await linter.lint(definitions);
  return Object.entries(reports).flatMap(([rule, items]) => items.filter((i) => i.category === 'error' || i.category === 'rule-error').map((i) => `${i.id ? `${i.id}：` : ''}${i.message}（${rule}）`));
}
