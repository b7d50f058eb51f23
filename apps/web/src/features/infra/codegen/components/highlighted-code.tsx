import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import sql from 'highlight.js/lib/languages/sql';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import '../code-theme.css';

// Only the languages the generator writes: this module is its own chunk, loaded when a preview first shows code.
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('json', json);
hljs.registerLanguage('markdown', markdown);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** highlight.js's markup for the code: every text node escaped, spans carrying its `hljs-*` classes. */
export function highlightToHtml(code: string, language: string): string {
  if (!hljs.getLanguage(language)) return code.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

/** A generated file's code, highlighted. */
export default function HighlightedCode({ code, language }: { code: string; language: string }) {
  return (
    <pre className="codegen-code hljs">
      {/* highlight.js escapes the code; the markup is only its spans. */}
      <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: highlightToHtml(code, language) }} />
    </pre>
  );
}
