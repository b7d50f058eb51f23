import { describe, expect, it } from 'vitest';
import { insertUser } from './support/users';
import { adminAppForFile } from './support/admin-app';

/** 流程表单 and 用户分组 (reference pay-bpm §2.2, §2.7). */
describe('workflow forms and user groups', () => {
  const ctx = adminAppForFile();

  const bpm = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
    method === 'GET' || method === 'DELETE'
      ? ctx.t.api<T>({ method, url: `/admin-api/bpm/${url}`, token: ctx.token, query: body as Record<string, string> | undefined })
      : ctx.t.api<T>({ method, url: `/admin-api/bpm/${url}`, token: ctx.token, payload: body });

  /** A field as the original designer (form-generator) saves it. */
  const field = (vModel: string, label: string, tag = 'el-input', extra: Record<string, unknown> = {}) =>
    JSON.stringify({ __config__: { label, tag, tagIcon: 'input', required: true, layout: 'colFormItem', span: 24, formId: 101, renderKey: 1 }, __vModel__: vModel, placeholder: `请输入${label}`, ...extra });
  const conf = JSON.stringify({ formRef: 'elForm', formModel: 'formData', size: 'medium', labelPosition: 'right', labelWidth: 100, gutter: 15, span: 24, disabled: false, formBtns: true });

  describe('forms', () => {
    it('keeps a form in the original format, field texts as they were sent', async () => {
      const fields = [field('day', '请假天数', 'el-input-number'), field('reason', '请假原因', 'el-input', { type: 'textarea' })];
      const id = (await bpm<number>('POST', 'form/create', { name: '请假表单', status: 0, conf, fields, remark: '演示' })).data;
      const got = (await bpm<{ conf: string; fields: string[]; name: string }>('GET', 'form/get', { id: String(id) })).data;
      expect(got).toMatchObject({ name: '请假表单', conf, fields });
      const page = await bpm<{ total: number; list: Array<{ id: number; name: string }> }>('GET', 'form/page', { pageNo: '1', pageSize: '10', name: '请假' });
      expect(page.data.list.map((f) => f.id)).toEqual([id]);
      expect((await bpm<Array<{ id: number }>>('GET', 'form/list-all-simple')).data.map((f) => f.id)).toContain(id);
      expect(await bpm('PUT', 'form/update', { id, name: '请假表单', status: 1, conf, fields: fields.slice(0, 1), remark: null })).toMatchObject({ code: 0 });
      expect((await bpm<{ fields: string[] }>('GET', 'form/get', { id: String(id) })).data.fields).toEqual(fields.slice(0, 1));
      // Disabled forms are not offered to models.
      expect((await bpm<Array<{ id: number }>>('GET', 'form/list-all-simple')).data.map((f) => f.id)).not.toContain(id);
      expect(await bpm('DELETE', 'form/delete', { id: String(id) })).toMatchObject({ code: 0 });
      expect(await bpm('GET', 'form/get', { id: String(id) })).toMatchObject({ code: 1009010000, msg: '动态表单不存在' });
    });

    it('refuses two fields with one variable name — in a layout row too — with the reference text', async () => {
      const twice = [field('day', '请假天数'), field('day', '天数')];
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: twice })).toMatchObject({ code: 1009010001, msg: '表单项(请假天数) 和 (天数) 使用了相同的字段名(day)' });
      const row = JSON.stringify({ __config__: { label: '行容器', tag: 'el-row', layout: 'rowFormItem', children: [JSON.parse(field('day', '行内天数'))] } });
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: [field('day', '请假天数'), row] })).toMatchObject({ code: 1009010001 });
    });

    it('keeps a layout row as the original designer saves it (no label, no tag), and checks the fields inside it', async () => {
      const row = (children: string[]) =>
        JSON.stringify({ __config__: { layout: 'rowFormItem', tagIcon: 'row', layoutTree: true, span: 24, formId: 102, renderKey: '1021667000000000', componentName: 'row102', children: children.map((c) => JSON.parse(c) as unknown), columns: 2 }, type: 'default', justify: 'start', align: 'top' });
      const fields = [field('title', '标题'), row([field('day', '天数', 'el-input-number', { __config__: { label: '天数', tag: 'el-input-number', layout: 'colFormItem', span: 12, formId: 103 } }), field('reason', '原因')])];
      const id = (await bpm<number>('POST', 'form/create', { name: '行容器表单', status: 0, conf, fields })).data;
      expect((await bpm<{ fields: string[] }>('GET', 'form/get', { id: String(id) })).data.fields).toEqual(fields);
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: [row([field('day', '天数'), field('day', '又是天数')])] })).toMatchObject({ code: 1009010001, msg: '表单项(天数) 和 (又是天数) 使用了相同的字段名(day)' });
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: [row([field('ok', '好'), field('1bad', '坏')])] })).toMatchObject({ code: 400, msg: expect.stringContaining('fields[0].children[1]') });
    });

    it('refuses what is not the designer\'s format, naming the field', async () => {
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf: 'not json', fields: [] })).toMatchObject({ code: 400, msg: expect.stringContaining('conf') });
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: ['[1,2]'] })).toMatchObject({ code: 400, msg: expect.stringContaining('fields[0]') });
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: [JSON.stringify({ __vModel__: 'a' })] })).toMatchObject({ code: 400, msg: expect.stringContaining('__config__') });
      expect(await bpm('POST', 'form/create', { name: 'x', status: 0, conf, fields: [field('1bad', '坏名字')] })).toMatchObject({ code: 400, msg: expect.stringContaining('__vModel__') });
    });
  });

  describe('user groups', () => {
    it('keeps members as user ids, lists enabled groups for the rule picker, and forgets a deleted user', async () => {
      const u1 = await insertUser(ctx.t, { username: 'grpuser1' });
      const u2 = await insertUser(ctx.t, { username: 'grpuser2' });
      const id = (await bpm<number>('POST', 'user-group/create', { name: '审批组', description: '财务审批', memberUserIds: [u2, u1], status: 0 })).data;
      expect((await bpm('GET', 'user-group/get', { id: String(id) })).data).toMatchObject({ name: '审批组', description: '财务审批', memberUserIds: [u1, u2].sort((a, b) => a - b), status: 0 });
      expect((await bpm<Array<{ id: number; name: string }>>('GET', 'user-group/list-all-simple')).data).toContainEqual({ id, name: '审批组' });
      const page = await bpm<{ list: Array<{ id: number; memberUserIds: number[] }> }>('GET', 'user-group/page', { pageNo: '1', pageSize: '10', name: '审批', status: '0' });
      expect(page.data.list.map((g) => g.id)).toEqual([id]);

      expect(await bpm('PUT', 'user-group/update', { id, name: '审批组', description: '财务审批', memberUserIds: [u1], status: 1 })).toMatchObject({ code: 0 });
      expect((await bpm<{ memberUserIds: number[] }>('GET', 'user-group/get', { id: String(id) })).data.memberUserIds).toEqual([u1]);
      expect((await bpm<Array<{ id: number }>>('GET', 'user-group/list-all-simple')).data.map((g) => g.id)).not.toContain(id);

      expect(await ctx.t.api({ method: 'DELETE', url: '/admin-api/system/user/delete', token: ctx.token, query: { id: String(u1) } })).toMatchObject({ code: 0 });
      expect((await bpm<{ memberUserIds: number[] }>('GET', 'user-group/get', { id: String(id) })).data.memberUserIds).toEqual([]);
      expect(await bpm('DELETE', 'user-group/delete', { id: String(id) })).toMatchObject({ code: 0 });
      expect(await bpm('GET', 'user-group/get', { id: String(id) })).toMatchObject({ code: 1009011000, msg: '用户分组不存在' });
    });

    it('refuses members who are not users, and an empty or repeated member list', async () => {
      expect(await bpm('POST', 'user-group/create', { name: 'x', description: 'x', memberUserIds: [999999], status: 0 })).toMatchObject({ code: 1002003003, msg: '用户不存在' });
      expect(await bpm('POST', 'user-group/create', { name: 'x', description: 'x', memberUserIds: [], status: 0 })).toMatchObject({ code: 400 });
      expect(await bpm('POST', 'user-group/create', { name: 'x', description: 'x', memberUserIds: [1, 1], status: 0 })).toMatchObject({ code: 400 });
      expect(await bpm('POST', 'user-group/create', { name: 'x'.repeat(31), description: 'x', memberUserIds: [1], status: 0 })).toMatchObject({ code: 400, msg: expect.stringContaining('name') });
    });
  });
});
