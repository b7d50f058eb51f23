import jsep from 'jsep';

/**
 * The reference's conditions are JUEL (`${day > 3}`, `${type == 1 && day le 7}`). They are parsed with jsep (a
 * maintained expression parser) and evaluated here over an allow-list of node kinds: literals, the process's
 * variables (own properties only), member access into plain objects and arrays, unary, binary and conditional
 * operators with JUEL's word forms. Anything else — a call, `this`, `constructor`/`__proto__`, a variable that does
 * not exist — is refused, so stored text can never reach the server's code (no `eval`, no `new Function`).
 */
export class ExpressionError extends Error {}

const WORD_BINARY: Record<string, [string, number]> = {
  and: ['&&', 2],
  or: ['||', 1],
  eq: ['==', 6],
  ne: ['!=', 6],
  lt: ['<', 7],
  gt: ['>', 7],
  le: ['<=', 7],
  ge: ['>=', 7],
  div: ['/', 10],
  mod: ['%', 10],
};
for (const [word, [, precedence]] of Object.entries(WORD_BINARY)) jsep.addBinaryOp(word, precedence);
jsep.addUnaryOp('not');
jsep.addUnaryOp('empty');
// Bitwise operators mean nothing in JUEL; removing them makes `a | b` a parse error rather than a surprise.
for (const op of ['|', '^', '&', '<<', '>>', '>>>']) jsep.removeBinaryOp(op);
jsep.removeUnaryOp('~');

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

type Node = jsep.Expression;
type Variables = Readonly<Record<string, unknown>>;

const compiled = new Map<string, Node>();

function parse(body: string): Node {
  let node = compiled.get(body);
  if (!node) {
    try {
      node = jsep(body);
    } catch (err) {
      throw new ExpressionError(`表达式 ${body} 无法解析：${(err as Error).message}`);
    }
    check(node, body);
    if (compiled.size > 5000) compiled.clear();
    compiled.set(body, node);
  }
  return node;
}

/** Refuses, before anything runs, what the evaluator would never do. */
function check(node: Node, body: string): void {
  switch (node.type) {
    case 'Literal':
      return;
    case 'Identifier':
      if (FORBIDDEN_NAMES.has(node.name as string)) throw new ExpressionError(`表达式 ${body} 不允许访问 ${node.name as string}`);
      return;
    case 'MemberExpression':
      check(node.object as Node, body);
      if (node.computed) check(node.property as Node, body);
      else if (FORBIDDEN_NAMES.has((node.property as Node).name as string)) throw new ExpressionError(`表达式 ${body} 不允许访问 ${(node.property as Node).name as string}`);
      return;
    case 'UnaryExpression':
      return check(node.argument as Node, body);
    case 'BinaryExpression':
      check(node.left as Node, body);
      return check(node.right as Node, body);
    case 'ConditionalExpression':
      check(node.test as Node, body);
      check(node.consequent as Node, body);
      return check(node.alternate as Node, body);
    case 'CallExpression':
      throw new ExpressionError(`表达式 ${body} 不允许调用函数`);
    default:
      throw new ExpressionError(`表达式 ${body} 含有不支持的写法（${node.type}）`);
  }
}

const isPlainContainer = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null));

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** JUEL's equality: a number and a numeric string compare as numbers (form selects give strings). */
function equal(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') {
    const x = numeric(a);
    const y = numeric(b);
    if (x !== undefined && y !== undefined) return x === y;
  }
  return a === b || (a === null && b === undefined) || (a === undefined && b === null);
}

function compare(op: string, a: unknown, b: unknown, body: string): boolean {
  const x = numeric(a);
  const y = numeric(b);
  let l: number | string;
  let r: number | string;
  if (x !== undefined && y !== undefined) [l, r] = [x, y];
  else if (typeof a === 'string' && typeof b === 'string') [l, r] = [a, b];
  else throw new ExpressionError(`表达式 ${body} 无法比较 ${JSON.stringify(a) ?? 'null'} 与 ${JSON.stringify(b) ?? 'null'}`);
  switch (op) {
    case '<':
      return l < r;
    case '>':
      return l > r;
    case '<=':
      return l <= r;
    default:
      return l >= r;
  }
}

/** A value as text in a string result (JUEL joins; objects as JSON, never "[object Object]"). */
const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function arithmetic(op: string, a: unknown, b: unknown, body: string): unknown {
  if (op === '+' && (typeof a === 'string' || typeof b === 'string') && (numeric(a) === undefined || numeric(b) === undefined)) return `${asText(a)}${asText(b)}`;
  const x = numeric(a);
  const y = numeric(b);
  if (x === undefined || y === undefined) throw new ExpressionError(`表达式 ${body} 的运算 ${op} 需要数字`);
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    default:
      return x % y;
  }
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainContainer(value)) return Object.keys(value).length === 0;
  return false;
}

function evaluate(node: Node, vars: Variables, body: string): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier': {
      const name = node.name as string;
      if (!Object.hasOwn(vars, name)) throw new ExpressionError(`表达式 ${body} 使用的变量 ${name} 不存在`);
      return vars[name];
    }
    case 'MemberExpression': {
      const object = evaluate(node.object as Node, vars, body);
      const key = node.computed ? evaluate(node.property as Node, vars, body) : ((node.property as Node).name as string);
      if (typeof key !== 'string' && typeof key !== 'number') throw new ExpressionError(`表达式 ${body} 的属性名无效`);
      if (FORBIDDEN_NAMES.has(String(key))) throw new ExpressionError(`表达式 ${body} 不允许访问 ${String(key)}`);
      if (!isPlainContainer(object)) throw new ExpressionError(`表达式 ${body} 只能读取变量的属性`);
      return Object.hasOwn(object, key) ? object[key as string] : null;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument as Node, vars, body);
      switch (node.operator) {
        case '!':
        case 'not':
          return !value;
        case 'empty':
          return isEmpty(value);
        case '-':
        case '+': {
          const n = numeric(value);
          if (n === undefined) throw new ExpressionError(`表达式 ${body} 的运算 ${node.operator as string} 需要数字`);
          return node.operator === '-' ? -n : n;
        }
        default:
          throw new ExpressionError(`表达式 ${body} 含有不支持的运算 ${node.operator as string}`);
      }
    }
    case 'BinaryExpression': {
      const op = WORD_BINARY[node.operator as string]?.[0] ?? (node.operator as string);
      const left = () => evaluate(node.left as Node, vars, body);
      const right = () => evaluate(node.right as Node, vars, body);
      switch (op) {
        case '&&':
          return Boolean(left()) && Boolean(right());
        case '||':
          return Boolean(left()) || Boolean(right());
        case '==':
        case '===':
          return equal(left(), right());
        case '!=':
        case '!==':
          return !equal(left(), right());
        case '<':
        case '>':
        case '<=':
        case '>=':
          return compare(op, left(), right(), body);
        case '+':
        case '-':
        case '*':
        case '/':
        case '%':
          return arithmetic(op, left(), right(), body);
        default:
          throw new ExpressionError(`表达式 ${body} 含有不支持的运算 ${op}`);
      }
    }
    case 'ConditionalExpression':
      return evaluate(node.test as Node, vars, body) ? evaluate(node.consequent as Node, vars, body) : evaluate(node.alternate as Node, vars, body);
    default:
      throw new ExpressionError(`表达式 ${body} 含有不支持的写法（${node.type}）`);
  }
}

const EXPRESSION = /\$\{(.+?)\}/g;
const WHOLE = /^\s*\$\{(.+)\}\s*$/s;

/** Whether text holds `${…}`. */
export const hasExpression = (text: string | undefined | null): boolean => !!text && /\$\{.+?\}/.test(text);

/**
 * Resolves text with `${…}` against the variables: text that is one expression gives its value (a boolean for a
 * condition), text with several gives them joined as a string; text without any is itself.
 */
export function resolveExpression(text: string, variables: Variables): unknown {
  const whole = WHOLE.exec(text);
  if (whole && !whole[1]!.includes('}')) return evaluate(parse(whole[1]!), variables, whole[1]!);
  if (!hasExpression(text)) return text;
  return text.replace(EXPRESSION, (_, body: string) => {
    return asText(evaluate(parse(body), variables, body));
  });
}

/** Checks every `${…}` of a text without evaluating it (deployment refuses what would fail to parse or is not allowed). */
export function checkExpression(text: string): void {
  for (const match of text.matchAll(EXPRESSION)) parse(match[1]!);
}
