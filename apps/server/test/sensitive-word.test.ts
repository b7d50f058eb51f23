import { describe, expect, it, vi } from 'vitest';
import { SensitiveWordMatcher, WordSet } from '../src/modules/system/sensitive-word/matcher';
import { fingerprintOf, readEnabledWords, SLICE as ROWS_PER_SLICE } from '../src/modules/system/sensitive-word/word-table';
import { createUserWithPermissions } from './support/fixtures';
import { readXlsx } from './support/tenant-helpers';
import type { TestApp } from './support/test-app';
import { adminClusterForFile } from './support/admin-app';

const URL = '/admin-api/system/sensitive-word';

interface WordRow {
  id: number;
  name: string;
  tags: string[];
  status: number;
  description: string | null;
  createTime: number;
}

/** Two server instances on one database (two processes behind a balancer); most tests use the first. */
const ctx = adminClusterForFile();

let serial = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${(serial += 1)}`;

async function createWord(body: Partial<Omit<WordRow, 'id' | 'createTime'>> = {}) {
  const payload = { name: unique('词'), tags: ['测试'], status: 0, description: '说明', ...body };
  const res = await ctx.a.api<number>({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 0 });
  return { ...payload, id: res.data };
}

/** GET validate-text with the query string exactly as the pinned UI builds it (qs, arrayFormat 'repeat'). */
function validateUrl(text: string, tags: string[] = []) {
  return `${URL}/validate-text?${[`text=${encodeURIComponent(text)}`, ...tags.map((tag) => `tags=${encodeURIComponent(tag)}`)].join('&')}`;
}
const validate = async (app: TestApp, text: string, tags: string[] = [], as = ctx.token) => {
  const res = await app.api<string[]>({ method: 'GET', url: validateUrl(text, tags), token: as });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 0 });
  return res.data;
};
const page = async (query: Record<string, string>) => {
  const res = await ctx.a.api<{ list: WordRow[]; total: number }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { pageSize: '100', ...query } });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

describe('敏感词 CRUD', () => {
  it('has the reference seed rows with their tags as arrays', async () => {
    const { list } = await page({ name: '土豆' });
    expect(list).toEqual([expect.objectContaining({ id: 3, name: '土豆', description: '好呀', tags: ['蔬菜', '短信'], status: 0 })]);
    const xxx = await ctx.a.api<WordRow>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: '4' } });
    expect(xxx.data).toMatchObject({ name: 'XXX', description: null, tags: ['短信'], status: 0 });
    const tags = await ctx.a.api<string[]>({ method: 'GET', url: `${URL}/get-tags`, token: ctx.token });
    expect(tags.data).toEqual(expect.arrayContaining(['蔬菜', '短信']));
  });

  it('creates, reads, updates and deletes a word; tags are trimmed and kept once', async () => {
    const name = unique('创建');
    const created = await createWord({ name: ` ${name} `, tags: [' 甲 ', '乙', '甲', ' '], description: null });
    const got = await ctx.a.api<WordRow>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(created.id) } });
    expect(got.data).toMatchObject({ id: created.id, name, tags: ['甲', '乙'], status: 0, description: null });
    expect(typeof got.data.createTime).toBe('number');

    const update = await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: created.id, name: `${name}改`, tags: ['丙'], status: 1, description: '改了' } });
    expect(update).toMatchObject({ code: 0, data: true });
    expect((await ctx.a.api<WordRow>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(created.id) } })).data).toMatchObject({ name: `${name}改`, tags: ['丙'], status: 1, description: '改了' });
    expect((await ctx.a.api<string[]>({ method: 'GET', url: `${URL}/get-tags`, token: ctx.token })).data).toContain('丙');

    expect(await ctx.a.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: String(created.id) } })).toMatchObject({ code: 0, data: true });
    expect(await ctx.a.api({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(created.id) } })).toMatchObject({ code: 1002019000, msg: '敏感词不存在' });
  });

  it('refuses a name already used, unknown ids and bad input with readable errors', async () => {
    const first = await createWord();
    const second = await createWord();
    const duplicate = await ctx.a.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: first.name, tags: [], status: 0 } });
    expect(duplicate).toMatchObject({ code: 1002019001, msg: `敏感词【${first.name}】已存在` });
    const rename = await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: second.id, name: first.name, tags: [], status: 0 } });
    expect(rename).toMatchObject({ code: 1002019001 });
    // Its own name is no clash.
    expect(await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: first.id, name: first.name, tags: ['x'], status: 0 } })).toMatchObject({ code: 0 });
    expect(await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 987654321, name: unique('无'), tags: [], status: 0 } })).toMatchObject({
      code: 1002019000,
      msg: '敏感词不存在',
    });
    expect(await ctx.a.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: '987654321' } })).toMatchObject({ code: 1002019000 });
    for (const payload of [
      { name: '   ', tags: [], status: 0 },
      { name: unique('坏'), tags: 'a', status: 0 },
      { name: unique('坏'), tags: ['x'.repeat(65)], status: 0 },
      { name: unique('坏'), tags: [], status: 2 },
      { name: unique('坏'), status: 0 },
    ]) {
      const res = await ctx.a.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload });
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toMatch(/^请求参数不正确:/);
    }
  });

  it('pages by name, by a part of a tag, by status and by creation time, newest id first', async () => {
    const marker = unique('页');
    const w1 = await createWord({ name: `${marker}一`, tags: ['短信通知'] });
    const w2 = await createWord({ name: `${marker}二`, tags: ['广告'], status: 1 });
    const w3 = await createWord({ name: `${marker}三`, tags: ['广告', '短信'] });
    expect((await page({ name: marker })).list.map((r) => r.id)).toEqual([w3.id, w2.id, w1.id]);
    expect((await page({ name: marker, tag: '短' })).list.map((r) => r.id)).toEqual([w3.id, w1.id]);
    expect((await page({ name: marker, tag: '信通' })).list.map((r) => r.id)).toEqual([w1.id]);
    // Within one tag, as tags are separate values: no match across the boundary of two tags.
    expect((await page({ name: marker, tag: '告,短' })).list).toEqual([]);
    expect((await page({ name: marker, status: '1' })).list.map((r) => r.id)).toEqual([w2.id]);
    expect((await page({ tag: '%' })).list).toEqual([]);
    const inRange = await ctx.a.api<{ list: WordRow[] }>({
      method: 'GET',
      url: `${URL}/page?name=${encodeURIComponent(marker)}&createTime[0]=2000-01-01 00:00:00&createTime[1]=2999-01-01 00:00:00`,
      token: ctx.token,
    });
    expect(inRange.data.list).toHaveLength(3);
    const past = await ctx.a.api<{ list: WordRow[] }>({ method: 'GET', url: `${URL}/page?name=${encodeURIComponent(marker)}&createTime[0]=2000-01-01 00:00:00&createTime[1]=2000-01-02 00:00:00`, token: ctx.token });
    expect(past.data.list).toEqual([]);
  });

  it('exports the filtered words with the status label', async () => {
    const marker = unique('导');
    await createWord({ name: `${marker}甲`, tags: ['a', 'b'], status: 1, description: '停用的' });
    const res = await ctx.a.request({ method: 'GET', url: `${URL}/export-excel`, token: ctx.token, query: { name: marker } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('敏感词.xlsx'));
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['编号', '敏感词', '标签', '状态', '描述', '创建时间']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 5)).toEqual([`${marker}甲`, 'a,b', '关闭', '停用的']);
  });

  it('guards every route by its permission; writes are the platform’s; validate-text needs only a sign-in', async () => {
    await createUserWithPermissions(ctx.a, 'swreader', ['system:sensitive-word:query']);
    const reader = (await ctx.a.login('swreader', 'pass1234')).accessToken;
    expect((await ctx.a.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    expect((await ctx.a.api({ method: 'POST', url: `${URL}/create`, token: reader, payload: { name: unique('禁'), tags: [], status: 0 } })).code).toBe(403);
    expect((await ctx.a.api({ method: 'GET', url: `${URL}/export-excel`, token: reader })).code).toBe(403);
    await createUserWithPermissions(ctx.a, 'swnobody', []);
    const nobody = (await ctx.a.login('swnobody', 'pass1234')).accessToken;
    expect((await ctx.a.api({ method: 'GET', url: `${URL}/get-tags`, token: nobody })).code).toBe(403);
    expect(await validate(ctx.a, '土豆', [], nobody)).toEqual(['土豆']);
    expect((await ctx.a.api({ method: 'GET', url: validateUrl('土豆') })).code).toBe(401);
    expect((await ctx.a.api({ method: 'POST', url: `${URL}/validate-text`, payload: { text: '土豆' } })).code).toBe(401);
  });
});

describe('validate-text', () => {
  it('checks all enabled words without tags, the union of the tags’ words with them, and ignores unknown tags', async () => {
    const m = unique('');
    const veg = await createWord({ name: `菜${m}`, tags: ['蔬菜'] });
    const ad = await createWord({ name: `广${m}`, tags: ['广告'] });
    const both = await createWord({ name: `两${m}`, tags: ['蔬菜', '广告'] });
    const text = `前 ${ad.name} 中 ${veg.name} 后 ${both.name} 还有土豆`;
    expect(await validate(ctx.a, text)).toEqual([ad.name, veg.name, both.name, '土豆']);
    expect(await validate(ctx.a, text, ['蔬菜'])).toEqual([veg.name, both.name, '土豆']);
    expect(await validate(ctx.a, text, ['广告'])).toEqual([ad.name, both.name]);
    expect(await validate(ctx.a, text, ['广告', '短信'])).toEqual([ad.name, both.name, '土豆']);
    expect(await validate(ctx.a, text, ['没有这个标签'])).toEqual([]);
    expect(await validate(ctx.a, text, ['没有这个标签', '广告'])).toEqual([ad.name, both.name]);
    // One tag alone arrives as a single query value, not an array.
    expect(await validate(ctx.a, text, ['广告'])).toEqual([ad.name, both.name]);
    expect(await validate(ctx.a, '干干净净的一句话')).toEqual([]);
    expect(await validate(ctx.a, '')).toEqual([]);
  });

  it('never matches a disabled word, and matches it again once enabled', async () => {
    const word = await createWord({ name: unique('停'), status: 1 });
    expect(await validate(ctx.a, `有${word.name}吗`)).toEqual([]);
    expect((await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...word, status: 0 } })).code).toBe(0);
    expect(await validate(ctx.a, `有${word.name}吗`)).toEqual([word.name]);
  });

  it('finds one-character words, and longer words beside the shorter words they start with, each once', async () => {
    const single = String.fromCodePoint(0x4e00 + 5000 + (process.pid % 1000));
    await createWord({ name: single });
    const short = unique('煞');
    await createWord({ name: short });
    await createWord({ name: `${short}二货` });
    const text = `${single}开头，${short}二货，又一个${short}，末尾${single}`;
    expect(await validate(ctx.a, text)).toEqual([single, short, `${short}二货`]);
  });

  it('takes long texts in a POST body, up to 1,000,000 characters', async () => {
    const word = await createWord({ name: unique('长'), tags: ['长文'] });
    const text = `${'正常的文字。'.repeat(166_666)}${word.name}`.slice(-1_000_000);
    expect(text.endsWith(word.name)).toBe(true);
    const res = await ctx.a.api<string[]>({ method: 'POST', url: `${URL}/validate-text`, token: ctx.token, payload: { text, tags: ['长文'] } });
    expect(res).toMatchObject({ code: 0, data: [word.name] });
    const tooLong = await ctx.a.api({ method: 'POST', url: `${URL}/validate-text`, token: ctx.token, payload: { text: `${text}多` } });
    expect(tooLong.code).toBe(400);
  });

  it('answers each of nested words once over a text of 1,000,000 characters, in the order they start', async () => {
    // A character no other test uses, and the words it makes: c, cc, … c×12.
    const c = String.fromCodePoint(0x4e00 + 7000 + (process.pid % 1000));
    const nested = Array.from({ length: 12 }, (_, i) => c.repeat(i + 1));
    for (const [i, name] of nested.entries()) await createWord({ name, tags: [i % 2 === 0 ? '嵌套偶' : '嵌套奇'] });
    const text = c.repeat(1_000_000);
    const all = await ctx.a.api<string[]>({ method: 'POST', url: `${URL}/validate-text`, token: ctx.token, payload: { text } });
    expect(all).toMatchObject({ code: 0, data: nested });
    const odd = await ctx.a.api<string[]>({ method: 'POST', url: `${URL}/validate-text`, token: ctx.token, payload: { text, tags: ['嵌套奇'] } });
    expect(odd.data).toEqual(nested.filter((_, i) => i % 2 === 1));
    // Shorter than the longest word: only those that fit.
    expect(await validate(ctx.a, `前${c.repeat(3)}后`)).toEqual(nested.slice(0, 3));
  });

  it('keeps answering while the words are rebuilt on their own thread, and matches words written meanwhile at once', async () => {
    const words = ctx.a.app.sensitiveWords;
    expect(await validate(ctx.a, '土豆')).toEqual(['土豆']);
    await words.settled();
    const loads = words.loads;
    // Every build from here waits on the build thread until released: this thread goes on serving.
    const release = words.holdBuilds();
    try {
      const early = await createWord({ name: unique('途中甲'), tags: ['途中'] });
      const late = await createWord({ name: unique('途中乙') });
      expect(await validate(ctx.a, `${late.name}，${early.name}，土豆`)).toEqual([late.name, early.name, '土豆']);
      expect(await validate(ctx.a, `${late.name}，${early.name}`, ['途中'])).toEqual([early.name]);
      // Renamed, disabled, deleted: as written, at once.
      expect((await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...early, name: `${early.name}改` } })).code).toBe(0);
      expect((await ctx.a.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: String(late.id) } })).code).toBe(0);
      expect((await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 3, name: '土豆', tags: ['蔬菜', '短信'], status: 1, description: '好呀' } })).code).toBe(0);
      expect(await validate(ctx.a, `${late.name}，${early.name}改，土豆`)).toEqual([`${early.name}改`]);
      // No build has finished meanwhile: these answers came from the previous words and the changes.
      expect(words.loads).toBe(loads);
    } finally {
      release();
    }
    await words.settled();
    expect(words.loads).toBeGreaterThan(loads);
    const name = (await page({ name: '途中甲' })).list.find((row) => row.name.endsWith('改'))!.name;
    expect(await validate(ctx.a, `${name}，土豆`)).toEqual([name]);
    expect((await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 3, name: '土豆', tags: ['蔬菜', '短信'], status: 0, description: '好呀' } })).code).toBe(0);
    expect(await validate(ctx.a, `${name}，土豆`)).toEqual([name, '土豆']);
  });

  it('is one list for every process: a word added or disabled in one is matched or not by the other within seconds', async () => {
    const bToken = (await ctx.b.login()).accessToken;
    const name = unique('集群');
    // B has loaded its matcher (and would keep it) before A writes.
    expect(await validate(ctx.b, `含${name}`, [], bToken)).toEqual([]);
    const word = await createWord({ name });
    await vi.waitFor(async () => expect(await validate(ctx.b, `含${name}`, [], bToken)).toEqual([name]), { timeout: 5000, interval: 20 });
    expect((await ctx.a.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...word, status: 1 } })).code).toBe(0);
    await vi.waitFor(async () => expect(await validate(ctx.b, `含${name}`, [], bToken)).toEqual([]), { timeout: 5000, interval: 20 });
  });

  it('notices a change nobody announced at its periodic check', async () => {
    const bToken = (await ctx.b.login()).accessToken;
    const name = unique('手改');
    expect(await validate(ctx.b, name, [], bToken)).toEqual([]);
    // Written by hand, past the API: no process is told.
    await ctx.a.database.db.insertInto('system_sensitive_word').values({ name, tags: [], status: 0 }).execute();
    expect(await ctx.b.app.sensitiveWords.reloadIfChanged()).toBe(true);
    expect(await validate(ctx.b, name, [], bToken)).toEqual([name]);
    expect(await ctx.b.app.sensitiveWords.reloadIfChanged()).toBe(false);
  });

  it('reads the table a slice at a time: every one of 2,500 words written by hand is matched after the check', async () => {
    const bToken = (await ctx.b.login()).accessToken;
    const marker = unique('批');
    const names = Array.from({ length: 2_500 }, (_, i) => `${marker}号${i}号`);
    expect(await validate(ctx.b, names[0]!, [], bToken)).toEqual([]);
    await ctx.a.database.db.insertInto('system_sensitive_word').values(names.map((name) => ({ name, tags: [], status: 0 }))).execute();
    expect(await ctx.b.app.sensitiveWords.reloadIfChanged()).toBe(true);
    const picked = [names[0]!, names[999]!, names[1_000]!, names[2_499]!];
    expect(await validate(ctx.b, picked.join('，'), [], bToken)).toEqual(picked);
    expect(await ctx.b.app.sensitiveWords.reloadIfChanged()).toBe(false);
  });
});

describe('the word reader', () => {
  it('hands the enabled words over a slice of at most 1,000 rows at a time, and the fingerprint the check computes', async () => {
    const marker = unique('片');
    const rows = Array.from({ length: 2_100 }, (_, i) => ({ name: `${marker}号${i}`, tags: ['片', `t${i % 3}`], status: i % 10 === 0 ? 1 : 0 }));
    await ctx.a.database.db.insertInto('system_sensitive_word').values(rows).execute();
    const slices: Array<Array<[string, string[]]>> = [];
    const fingerprint = await readEnabledWords(ctx.a.database.db, (words) => slices.push(JSON.parse(words) as Array<[string, string[]]>));
    const { enabled } = await ctx.a.database.db
      .selectFrom('system_sensitive_word')
      .select((eb) => eb.fn.countAll<string>().as('enabled'))
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect(slices.length).toBeGreaterThanOrEqual(3);
    for (const slice of slices) expect(slice.length).toBeLessThanOrEqual(ROWS_PER_SLICE);
    expect(slices.flat()).toHaveLength(Number(enabled));
    // Disabled words left out; each word with its tags, in the order of the ids.
    const ours = slices.flat().filter(([name]) => name.startsWith(`${marker}号`));
    expect(ours).toHaveLength(1_890);
    expect(ours.slice(0, 2)).toEqual([
      [`${marker}号1`, ['片', 't1']],
      [`${marker}号2`, ['片', 't2']],
    ]);
    expect(fingerprint).toBe(await fingerprintOf(ctx.a.database.db));
  });
});

describe('the matcher', () => {
  const words = [
    { name: '他', tags: ['单字'] },
    { name: '他们', tags: ['词'] },
    { name: '们说', tags: ['词', '单字'] },
    { name: 'ab', tags: [] },
    { name: 'bab', tags: [] },
  ];

  it('finds each word once, in the order of first occurrence, overlapping ones and one-character ones included', () => {
    const matcher = SensitiveWordMatcher.of(words);
    expect(matcher.find('bab，他们说 ab 他们')).toEqual(['bab', 'ab', '他', '他们', '们说']);
    expect(matcher.find('他们说', ['单字'])).toEqual(['他', '们说']);
    expect(matcher.find('他们说', ['没有'])).toEqual([]);
    expect(matcher.find('')).toEqual([]);
    expect(matcher.size).toBe(5);
  });

  it('takes changes written since its words were built over them', () => {
    const changed = new Map([
      ['他们', undefined],
      ['ab', { name: 'ab', tags: ['新'] }],
      ['说话', { name: '说话', tags: [] }],
      ['没有的', undefined],
    ]);
    const matcher = new SensitiveWordMatcher(new WordSet(words), changed);
    expect(matcher.find('他们说话 ab')).toEqual(['他', '们说', '说话', 'ab']);
    expect(matcher.find('他们说话 ab', ['新'])).toEqual(['ab']);
    expect(matcher.size).toBe(5);
  });
});
