// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link in docs/ and in the repository's READMEs must reach a file (and a heading, when it names one),
// so moving or renaming a page or a file cannot leave a dead link behind.

const root = path.resolve(import.meta.dirname, '../../..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.tmp', 'data', 'test-results', 'playwright-report']);

function markdownFiles(dir: string, onlyReadmes: boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) markdownFiles(path.join(dir, entry.name), onlyReadmes, found);
    } else if (entry.name.endsWith('.md') && (!onlyReadmes || entry.name === 'README.md')) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors: lower case, punctuation dropped (letters of any script kept), spaces as hyphens. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = (match[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

function deadLinks(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const dead: string[] = [];
  for (const match of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart = '', anchor] = target.split('#', 2);
    const resolved = path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    if (pathPart !== '' && !fs.existsSync(resolved)) {
      dead.push(`${target} (no such file)`);
      continue;
    }
    if (!anchor || !resolved.endsWith('.md') && pathPart !== '') continue;
    const headings = anchors(pathPart === '' ? text : fs.readFileSync(resolved, 'utf8'));
    if (!headings.has(decodeURIComponent(anchor))) dead.push(`${target} (no such heading)`);
  }
  return dead;
}

const files = [
  ...markdownFiles(path.join(root, 'docs'), false),
  ...['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((dir) => (fs.existsSync(path.join(root, dir)) ? markdownFiles(path.join(root, dir), true) : [])),
  path.join(root, 'README.md'),
];

describe('documentation links', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(root, file)]))('%s links only to what exists', (relative) => {
    expect(deadLinks(path.join(root, relative))).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(anchors('## The guard (`platform/auth.ts`, `guard.ts`)\n## 错误码管理 (error messages)\n## Figures\n## Figures')).toEqual(
      new Set(['the-guard-platformauthts-guardts', '错误码管理-error-messages', 'figures', 'figures-1']),
    );
  });

  it('sees a dead link as dead', () => {
    const probe = '[a](missing.md) [b](README.md#no-such-heading) [c](README.md#pages) `[d](x.md)` [e](#pages)\n';
    expect(deadLinks(path.join(root, 'docs', 'probe.md'), probe)).toEqual([
      'missing.md (no such file)',
      'README.md#no-such-heading (no such heading)',
      '#pages (no such heading)',
    ]);
  });
});
