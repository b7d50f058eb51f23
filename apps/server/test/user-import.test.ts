import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hostileXlsx, inlineCell, inlineRow, xmlText } from './support/hostile-xlsx';
import { adminAppForFile } from './support/admin-app';
import { buildXlsx, lastOperateLog, multipart, readXlsx, USER_API } from './support/users';

interface ImportResult {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
  failureCount: number;
}

const HEADER = ['登录名称', '用户名称', '部门编号', '用户邮箱', '手机号码', '用户性别', '账号状态'];

describe('user import', () => {
  const ctx = adminAppForFile();

  const upload = async (file: Buffer | string, query: Record<string, string> = {}, field = 'file', filename = 'users.xlsx') => {
    const body = await multipart({ [field]: { filename, content: file, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    return ctx.t.api<ImportResult>({ method: 'POST', url: `${USER_API}/import`, token: ctx.token, query, ...body });
  };
  const userCount = async () => Number((await ctx.t.database.db.selectFrom('system_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const user = (username: string) => ctx.t.database.db.selectFrom('system_users').selectAll().where('username', '=', username).executeTakeFirst();

  it('offers a template with the import columns', async () => {
    const res = await ctx.t.request({ method: 'GET', url: `${USER_API}/get-import-template`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户导入模板.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]).toEqual(['yudao', '芋道', '103', 'yunai@iocoder.cn', '15601691300', '男', '开启']);
  });

  it('imports good rows and reports every bad one with its reason, writing nothing for them', async () => {
    const before = await userCount();
    const file = await buildXlsx([
      HEADER,
      ['imp001', '导入一', 103, 'imp1@example.com', '13700000001', '男', '开启'],
      ['imp002', '导入二', null, null, 13700000002, '女', '关闭'],
      ['imp001', '重复行', 104, null, null, null, null],
      ['admin', '已存在', null, null, null, null, null],
      ['imp003', '坏手机', null, null, '12345', null, null],
      [null, '无名', 103, null, '13700000009', null, null],
      ['imp004', null, 103, null, null, null, null],
      ['imp005', '部门不存在', 9999, null, null, null, null],
      [null, null, null, null, null, null, null],
      ['imp006', '邮箱重复', null, 'aoteman@126.com', null, null, null],
      ['imp007', '正常', 104, null, null, '未知', null],
      ['imp008', '坏性别', null, null, null, '外星', null],
      ['im', '太短', null, null, null, null, null],
    ]);
    const res = await upload(file);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      createUsernames: ['imp001', 'imp002', 'imp007'],
      updateUsernames: [],
      failureUsernames: {
        imp001: '导入文件中登录名称重复',
        admin: '用户账号已经存在',
        imp003: '手机号码格式不正确',
        '（第7行）': '登录名称不能为空',
        imp004: '用户名称不能为空',
        imp005: '当前部门不存在',
        imp006: '邮箱已经存在',
        imp008: '用户性别不正确',
        im: '登录名称须为 4–30 位字母或数字',
      },
      failureCount: 9,
    });
    expect(await userCount()).toBe(before + 3);
    expect(await user('imp001')).toMatchObject({ nickname: '导入一', deptId: 103, email: 'imp1@example.com', mobile: '13700000001', sex: 1, status: 0 });
    expect(await user('imp002')).toMatchObject({ nickname: '导入二', deptId: null, email: '', mobile: '13700000002', sex: 2, status: 1 });
    expect(await user('imp007')).toMatchObject({ sex: 0, deptId: 104 });
    for (const name of ['imp003', 'imp004', 'imp005', 'imp006', 'imp008']) expect(await user(name)).toBeUndefined();
    // New users get the initial password of config sys.user.init-password (seed: 123456).
    expect((await ctx.t.login('imp001', '123456')).userId).toBe((await user('imp001'))!.id);
    expect((await lastOperateLog(ctx.t, '导入用户'))?.type).toBe(6);
  });

  it('updates existing users only with updateSupport', async () => {
    const file = await buildXlsx([
      HEADER,
      ['imp001', '改过的', 105, 'imp1new@example.com', '13700000011', '女', '开启'],
      ['imp009', '新增的', null, null, null, null, null],
      ['imp002', '坏手机', null, null, 'abc', null, null],
    ]);
    const withUpdate = await upload(file, { updateSupport: 'true' });
    expect(withUpdate.data).toEqual({ createUsernames: ['imp009'], updateUsernames: ['imp001'], failureUsernames: { imp002: '手机号码格式不正确' }, failureCount: 1 });
    expect(await user('imp001')).toMatchObject({ nickname: '改过的', deptId: 105, email: 'imp1new@example.com', mobile: '13700000011', sex: 2 });
    expect((await user('imp002'))?.nickname).toBe('导入二');
    // The password of an updated user is left alone.
    expect((await ctx.t.login('imp001', '123456')).userId).toBeGreaterThan(0);

    const again = await upload(await buildXlsx([HEADER, ['imp001', '再改', null, null, null, null, null]]), { updateSupport: 'false' });
    expect(again.data).toEqual({ createUsernames: [], updateUsernames: [], failureUsernames: { imp001: '用户账号已经存在' }, failureCount: 1 });
    expect((await user('imp001'))?.nickname).toBe('改过的');
    // The reference UI sends 0/1.
    const numeric = await upload(await buildXlsx([HEADER, ['imp001', '数字开关', null, null, null, null, null]]), { updateSupport: '1' });
    expect(numeric.data.updateUsernames).toEqual(['imp001']);
  });

  it('runs each row in its own transaction: rows past the account quota fail alone', async () => {
    const n = await userCount();
    await ctx.t.database.db.updateTable('system_tenant').set({ accountCount: n + 1 }).where('id', '=', 1).execute();
    try {
      const res = await upload(await buildXlsx([HEADER, ['quota001', '第一', null, null, null, null, null], ['quota002', '第二', null, null, null, null, null]]));
      expect(res.data).toEqual({
        createUsernames: ['quota001'],
        updateUsernames: [],
        failureUsernames: { quota002: `创建用户失败，原因：超过租户最大租户配额(${n + 1})！` },
        failureCount: 1,
      });
      expect(await userCount()).toBe(n + 1);
    } finally {
      await ctx.t.database.db.updateTable('system_tenant').set({ accountCount: 9999 }).where('id', '=', 1).execute();
    }
  });

  it('refuses new users when the initial password is not configured, still updating existing ones', async () => {
    await ctx.t.database.db.updateTable('infra_config').set({ value: '' }).where('configKey', '=', 'sys.user.init-password').execute();
    try {
      const res = await upload(await buildXlsx([HEADER, ['nopass01', '无密码', null, null, null, null, null], ['imp001', '有密码', null, null, null, null, null]]), {
        updateSupport: 'true',
      });
      expect(res.data).toEqual({ createUsernames: [], updateUsernames: ['imp001'], failureUsernames: { nopass01: '初始密码不能为空' }, failureCount: 1 });
    } finally {
      await ctx.t.database.db.updateTable('infra_config').set({ value: '123456' }).where('configKey', '=', 'sys.user.init-password').execute();
    }
  });

  it('refuses files that are not a usable .xlsx with a clear code, writing nothing', async () => {
    const before = await userCount();
    expect(await upload('username,nickname\nfoo1,bar', {}, 'file', 'users.xlsx')).toMatchObject({ code: 400, msg: '请求参数不正确:file 只支持 .xlsx 格式的 Excel 文件' });
    expect(await upload(Buffer.from('PK\u0003\u0004 not really a zip'))).toMatchObject({ code: 400, msg: '请求参数不正确:file 不是有效的 .xlsx 文件' });
    expect(await upload(await buildXlsx([HEADER]))).toMatchObject({ code: 1002003004, msg: '导入用户数据不能为空！' });
    expect(await upload(await buildXlsx([['a', 'b'], ['x', 'y']]))).toMatchObject({ code: 400 });
    expect(await upload(await buildXlsx([HEADER, ['wrongfield1', 'x']]), {}, 'upload')).toMatchObject({ code: 1001003002, msg: '文件为空' });
    expect(await upload(Buffer.alloc(0))).toMatchObject({ code: 1001003002 });
    expect(await upload(await buildXlsx([HEADER, ['badflag01', 'x']]), { updateSupport: 'maybe' })).toMatchObject({ code: 400 });
    const notMultipart = await ctx.t.api({ method: 'POST', url: `${USER_API}/import`, token: ctx.token, payload: { file: 'x' } });
    expect(notMultipart.code).toBe(400);
    const tooBig = await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(tooBig).toMatchObject({ code: 400, msg: '请求参数不正确:file 文件大小不能超过 5 MB' });
    expect(await userCount()).toBe(before);
  });
  /**
   * A workbook was bounded by its compressed size only — a 410 KB file with one 400 MiB cell took
   * 27 s and 4.9 GB, 4 M empty rows 21 s and 2.7 GB — and the answer echoed a 20 MiB username. Each file here is
   * small compressed and large inflated; each is refused at the first limit it reaches, and no row of it is written.
   */
  describe('bounded reading', () => {
    const HEADER_ROW = inlineRow(1, HEADER);
    const userRows = function* (from: number, count: number) {
      for (let i = from; i < from + count; i += 1) yield inlineRow(i + 1, [`bound${String(i).padStart(5, '0')}`, `有界${i}`]);
    };
    const refusedWritingNothing = async (file: Buffer, msg: string) => {
      const before = await userCount();
      expect(await upload(file)).toEqual({ code: 400, msg: `请求参数不正确:file ${msg}`, data: null });
      expect(await userCount()).toBe(before);
      expect(await ctx.t.database.db.selectFrom('system_users').select('id').where('username', 'like', 'bound%').execute()).toEqual([]);
    };
    const TOO_MUCH_INFLATED = '解压后超过 10 MB，请精简或拆分后分批导入';

    it('one 64 MiB cell (a shared string, or inline) in a file of a few hundred KB: refused for what it inflates to', async () => {
      const huge = function* () {
        for (let i = 0; i < 64; i += 1) yield 'x'.repeat(1 << 20);
      };
      const shared = await hostileXlsx({
        sharedStrings: function* () {
          yield '<si><t>';
          yield* huge();
          yield '</t></si>';
        },
        rows: function* () {
          yield HEADER_ROW;
          yield* userRows(1, 3);
          yield '<row r="5"><c r="A5" t="s"><v>0</v></c><c r="B5" t="inlineStr"><is><t>巨大</t></is></c></row>';
        },
      });
      expect(shared.length).toBeLessThan(1024 * 1024);
      await refusedWritingNothing(shared, TOO_MUCH_INFLATED);

      const inline = await hostileXlsx({
        rows: function* () {
          yield HEADER_ROW;
          yield* userRows(1, 3);
          yield '<row r="5"><c r="A5" t="inlineStr"><is><t>';
          yield* huge();
          yield '</t></is></c></row>';
        },
      });
      expect(inline.length).toBeLessThan(1024 * 1024);
      await refusedWritingNothing(inline, TOO_MUCH_INFLATED);
    });

    it('4 million empty rows after real ones: refused for what they inflate to', async () => {
      const file = await hostileXlsx({
        rows: function* () {
          yield HEADER_ROW;
          yield* userRows(1, 3);
          for (let r = 5; r < 4_000_005; r += 1) yield '<row/>';
        },
      });
      expect(file.length).toBeLessThan(1024 * 1024);
      await refusedWritingNothing(file, TOO_MUCH_INFLATED);
    });

    it('an archive that understates what a part inflates to is refused as broken, not read past its word', async () => {
      const file = await hostileXlsx({
        declaredSheetSize: 1000,
        rows: function* () {
          yield HEADER_ROW;
          yield* userRows(1, 3);
          for (let r = 5; r < 1_000_005; r += 1) yield `<row r="${r}"/>`;
        },
      });
      await refusedWritingNothing(file, '不是有效的 .xlsx 文件');
    });

    it('rows, columns and cell length each have a limit, named when reached', async () => {
      await refusedWritingNothing(
        await hostileXlsx({
          rows: function* () {
            yield HEADER_ROW;
            yield* userRows(1, 5001);
          },
        }),
        '一次最多导入 5000 行',
      );
      await refusedWritingNothing(
        await hostileXlsx({
          rows: function* () {
            yield HEADER_ROW;
            yield* userRows(1, 3);
            yield `<row r="5">${inlineCell('A5', 'bound99999')}${inlineCell('CW5', '第 101 列')}</row>`;
          },
        }),
        '第 5 行第 101 列有内容，最多读取 100 列',
      );
      await refusedWritingNothing(
        await hostileXlsx({
          rows: function* () {
            yield HEADER_ROW;
            yield* userRows(1, 3);
            yield inlineRow(5, ['bound99999', 'y'.repeat(32_768)]);
          },
        }),
        '第 5 行第 2 列超过 32767 个字符',
      );
      // Blank rows cost their bytes only: 200 000 of them between real rows do not count as rows.
      const blanks = await hostileXlsx({
        rows: function* () {
          yield HEADER_ROW;
          yield* userRows(1, 2);
          for (let r = 4; r < 200_004; r += 1) yield `<row r="${r}"><c r="A${r}" s="1"/></row>`;
          yield inlineRow(200_004, ['bound00003', '有界3']);
        },
      });
      const imported = await upload(blanks);
      expect(imported.data).toMatchObject({ createUsernames: ['bound00001', 'bound00002', 'bound00003'], failureCount: 0 });
      await ctx.t.database.db.deleteFrom('system_users').where('username', 'like', 'bound%').execute();
    });

    it('answers a bounded echo: usernames cut short, at most 100 failures listed and the rest counted', async () => {
      const long = (i: number) => `${i}-${'长'.repeat(20_000)}`;
      const file = await hostileXlsx({
        rows: function* () {
          yield HEADER_ROW;
          for (let i = 1; i <= 150; i += 1) yield inlineRow(i + 1, [long(i), '名字']);
        },
      });
      const res = await upload(file);
      expect(res.code).toBe(0);
      expect(res.data.failureCount).toBe(150);
      const keys = Object.keys(res.data.failureUsernames);
      expect(keys).toHaveLength(101);
      expect(keys[0]).toBe(`1-${'长'.repeat(61)}…`);
      expect(res.data.failureUsernames[keys[0]!]).toBe('登录名称须为 4–30 位字母或数字');
      expect(keys.every((key) => key.length <= 80)).toBe(true);
      expect(res.data.failureUsernames['……（另有 50 行）']).toBe('未逐一列出：共 150 行导入失败，只列出前 100 行');
      expect(JSON.stringify(res.data).length).toBeLessThan(20_000);
    });

    it('still reads workbooks as other writers make them: inline strings, rich text, formulas, the template itself', async () => {
      // exceljs's streaming writer: inline strings, a rich-text name, a formula with its cached result.
      const chunks: Buffer[] = [];
      const { PassThrough } = await import('node:stream');
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
      const sheet = writer.addWorksheet('用户');
      sheet.addRow(HEADER).commit();
      sheet.addRow(['stream001', { richText: [{ text: '流式' }, { text: '写入', font: { bold: true } }] }, 103, null, { formula: '"137"&"00000031"', result: '13700000031' }, '女', '开启']).commit();
      sheet.addRow(['stream002', '第二', null, 'stream2@example.com', 13700000032, null, true]).commit();
      await writer.commit();
      const res = await upload(Buffer.concat(chunks));
      expect(res.data).toEqual({ createUsernames: ['stream001'], updateUsernames: [], failureUsernames: { stream002: '账号状态不正确' }, failureCount: 1 });
      expect(await user('stream001')).toMatchObject({ nickname: '流式写入', deptId: 103, mobile: '13700000031', sex: 2, status: 0 });

      // Shared strings with phonetic runs, and a namespace prefix on every element.
      const prefixed = await hostileXlsx({
        sharedStrings: () => [`<si><r><t>前缀</t></r><r><t>${xmlText('&用户')}</t></r><rPh sb="0" eb="1"><t>ぜんしゅう</t></rPh></si>`],
        rows: () => [HEADER_ROW.replace('<row r="1">', '<row>'), '<row><c t="inlineStr"><is><t>prefix01</t></is></c><c t="s"><v>0</v></c></row>'],
      });
      expect((await upload(prefixed)).data).toMatchObject({ createUsernames: ['prefix01'], failureCount: 0 });
      expect(await user('prefix01')).toMatchObject({ nickname: '前缀&用户' });

      // The template as downloaded, with its two example rows.
      const template = (await ctx.t.request({ method: 'GET', url: `${USER_API}/get-import-template`, token: ctx.token })).rawPayload;
      expect((await upload(template)).data).toEqual({ createUsernames: ['yudao', 'zhijiang'], updateUsernames: [], failureUsernames: {}, failureCount: 0 });
      expect(await user('zhijiang')).toMatchObject({ nickname: '源码', deptId: 104, email: 'yuanma@iocoder.cn', mobile: '15601701300', sex: 2, status: 1 });
    });
  });
});
