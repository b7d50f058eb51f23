/*
 * Text from a database or an edit (comments, names, dictionary types) reaches generated code only through these: as a
 * string literal that holds it exactly, or inside a comment it cannot end. Every template writes such text through one
 * of them; an identifier is written raw only after names.ts has accepted it.
 */

/** Every line terminator JavaScript knows (LF, CR, U+2028, U+2029) and the other control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A JS/TS string literal holding `text` exactly. JSON's escaping covers quotes, backslashes, every control character
 * (a lone CR included) and lone surrogates; U+2028/U+2029 are escaped too so no tool reads them as line ends. Prettier
 * then picks the quote character.
 */
export const jsString = (text: string): string => JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A property key: the name itself when it is a plain identifier, else a string literal. */
export const propertyKey = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : jsString(name));

/** Text inside a `/* … *\/` or `//` comment: folded onto one line and unable to close the comment. */
export const commentText = (text: string): string => text.replace(CONTROLS, ' ').replace(/\*\//g, '*\\/');

/** Text inside a JS template literal (`…`): backslashes, backticks and `${` escaped, control characters as escapes. */
export const templateText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/`/g, '\\`')
    .replace(/\$\{/g, '\\${')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A SQL string literal (standard_conforming_strings: only the quote doubles) inside the migration's template literal. */
export const sqlString = (text: string): string => templateText(`'${text.replace(/'/g, "''")}'`);

/**
 * A SQL identifier inside the migration's template literal: as written when it is a plain name (letters, digits,
 * underscores), else double-quoted with its quotes doubled, so a name can never end the identifier and start a
 * statement. (Which plain names need quotes too — mixed case, reserved words — is the type mapping's decision.)
 */
export const sqlName = (name: string): string => templateText(/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);
