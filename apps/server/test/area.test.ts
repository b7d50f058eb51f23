import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@console/contracts/lawyer';
import { createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';

const URL = '/admin-api/system/area';

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

const ctx = adminAppForFile();
const byIp = (ip: string, token = ctx.token) =>
  ctx.t.api<string>({ method: 'GET', url: `${URL}/get-by-ip?ip=${encodeURIComponent(ip)}`, token });

describe('GET /system/area/tree', () => {
  it('answers provinces → cities → districts with GB/T 2260 codes as ids', async () => {
    const res = await ctx.t.api<Node[]>({ method: 'GET', url: `${URL}/tree`, token: ctx.token });
    expect(res.code).toBe(0);
    const provinces = res.data;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const guangdong = provinces.find((p) => p.id === 440000)!;
    expect(guangdong.name).toBe('广东省');
    const shenzhen = guangdong.children!.find((c) => c.id === 440300)!;
    expect(shenzhen.name).toBe('深圳市');
    expect(shenzhen.children).toContainEqual({ id: 440305, name: '南山区' });
    // GB/T 2260's 市辖区 placeholders are left out, as in the original.
    expect(shenzhen.children!.map((d) => d.name)).not.toContain('市辖区');
    // A municipality has a city level too, as in the original: 上海 → 上海市 → 黄浦区.
    const shanghai = provinces.find((p) => p.id === 310000)!;
    expect(shanghai.name).toBe('上海');
    expect(shanghai.children!.map((c) => [c.id, c.name])).toEqual([[310100, '上海市']]);
    expect(shanghai.children![0]!.children).toContainEqual({ id: 310101, name: '黄浦区' });
    // Only id, name and children travel; leaves carry no children.
    expect(Object.keys(guangdong).sort()).toEqual(['children', 'id', 'name']);
    expect(Object.keys(shenzhen.children![0]!).sort()).toEqual(['id', 'name']);
    // A second read answers the same bytes (cached).
    const again = await ctx.t.api<Node[]>({ method: 'GET', url: `${URL}/tree`, token: ctx.token });
    expect(again.data).toEqual(provinces);
  });
});

describe('GET /system/area/get-by-ip', () => {
  it('answers the full region name of a public Chinese IP, offline', async () => {
    expect(await byIp('101.226.1.1')).toMatchObject({ code: 0, data: '上海 上海市' });
    expect((await byIp('114.114.114.114')).data).toBe('江苏省 南京市');
    expect((await byIp(' 120.24.78.68 ')).data).toBe('广东省 深圳市');
    // IPv6, and an IPv4 address written as IPv6.
    expect((await byIp('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).data).toBe('广东省 广州市');
    expect((await byIp('::ffff:101.226.1.1')).data).toBe('上海 上海市');
  });

  it('answers 未知 for loopback, private and foreign addresses', async () => {
    for (const ip of ['127.0.0.1', '192.168.1.1', '10.0.0.8', '8.8.8.8', '::1']) {
      expect(await byIp(ip), ip).toMatchObject({ code: 0, data: '未知' });
    }
  });

  it('refuses a malformed or missing ip with a 400 envelope', async () => {
    for (const ip of ['not-an-ip', '256.1.1.1', '1.2.3', '1.2.3.4; drop', 'fe80::1%eth0']) {
      expect(await byIp(ip), ip).toMatchObject({ code: 400, msg: '请求参数不正确:ip 不是有效的 IP 地址', data: null });
    }
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get-by-ip`, token: ctx.token })).code).toBe(400);
    expect((await byIp('1'.repeat(46))).code).toBe(400);
  });
});

describe('area access', () => {
  it('is login-only: a user without any permission reads both, a caller without a token gets 401', async () => {
    await createUserWithPermissions(ctx.t, 'areanobody', []);
    const nobody = (await ctx.t.login('areanobody', 'pass1234')).accessToken;
    expect((await ctx.t.api<Node[]>({ method: 'GET', url: `${URL}/tree`, token: nobody })).code).toBe(0);
    expect((await byIp('101.226.1.1', nobody)).data).toBe('上海 上海市');
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/tree` })).code).toBe(401);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get-by-ip?ip=1.1.1.1` })).code).toBe(401);
  });
});

describe('GET /app-api/system/area/tree', () => {
  it('is public for client apps (the original\'s AppAreaController) and answers the admin tree', async () => {
    const open = await ctx.t.api<Node[]>({ method: 'GET', url: '/app-api/system/area/tree' });
    expect(open.code).toBe(0);
    const admin = await ctx.t.api<Node[]>({ method: 'GET', url: `${URL}/tree`, token: ctx.token });
    expect(open.data).toEqual(admin.data);
  });

  it('names every province as lawyer registration stores it once a municipality takes its city\'s full name', async () => {
    // The region picker folds 北京 → 北京市 into one level; the lawyer API accepts exactly PROVINCES.
    const { data } = await ctx.t.api<Node[]>({ method: 'GET', url: '/app-api/system/area/tree' });
    const folded = data.map((p) => (p.children?.length === 1 && p.children[0]!.id === p.id + 100 ? p.children[0]!.name : p.name));
    expect(folded.sort()).toEqual([...PROVINCES].sort());
  });
});

describe('地区管理 menu', () => {
  it('is seeded under 系统管理 as in the original, pointing at system/area/index', async () => {
    interface Menu { id: number; name: string; path: string; component: string | null; children?: Menu[] }
    const res = await ctx.t.api<Menu[]>({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: ctx.token });
    const system = res.data.find((m) => m.id === 1)!;
    expect(system.children).toContainEqual(expect.objectContaining({ id: 2083, name: '地区管理', path: 'area', component: 'system/area/index' }));
  });
});
