import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMobile } from '@console/contracts/validation';
import { createPackage, createTenantViaApi, loginTo, tenantBody } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { idCardFor, lawyerApplication, uploadLawyerImage } from './support/lawyer';

/**
 * One mobile rule: every API that takes a mobile number accepts exactly the numbers the
 * web forms accept. The web forms use `isMobile` from @console/contracts/validation (apps/web's validators
 * re-export it, and its unit test holds the same table), so the API must agree with that function.
 */
// Reference §2.5 number ranges, 11-digit form.
const ACCEPTED = ['19112345678', '19812345678', '14512345678', '16612345678', '17812345678', '13012345678'];
// 190/192/197 are not in 9[189], 144 not in 4[5-79], 179 not in 7[0-8], 12x not a range; the prefixed forms do
// not fit the varchar(11) columns, and are refused by the forms and the API alike.
const REFUSED = ['19012345678', '19212345678', '14412345678', '17912345678', '12012345678', '+8613812345678', '008613812345678', '1381234567'];

describe('one mobile rule for web and API', () => {
  let t: TestApp;
  let admin: string;
  let imageUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 100_000, windowSeconds: 3600 } });
    admin = (await t.login()).accessToken;
    imageUrl = await uploadLawyerImage(t);
  });
  afterAll(() => t.close());

  it('the table agrees with the rule the web forms use', () => {
    for (const mobile of ACCEPTED) expect(isMobile(mobile), mobile).toBe(true);
    for (const mobile of REFUSED) expect(isMobile(mobile), mobile).toBe(false);
  });

  /** Sends every number of the table; accepted ones must answer 0, refused ones 400 naming the field. */
  async function expectRule(field: string, send: (mobile: string, i: number) => Promise<{ code: number; msg: string }>) {
    let i = 0;
    for (const mobile of [...ACCEPTED, ...REFUSED]) {
      const res = await send(mobile, i++);
      if (ACCEPTED.includes(mobile)) expect(res, `${field} ${mobile}`).toMatchObject({ code: 0 });
      else {
        expect(res, `${field} ${mobile}`).toMatchObject({ code: 400 });
        expect(res.msg, `${field} ${mobile}`).toContain(field);
      }
    }
  }

  it('user create', async () => {
    await expectRule('body.mobile', (mobile, i) =>
      t.api({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username: `mobrule${i}`, password: 'pass1234', nickname: `号码${i}`, mobile } }),
    );
    const stored = await t.database.db.selectFrom('system_users').select('mobile').where('username', 'like', 'mobrule%').orderBy('mobile').execute();
    expect(stored.map((r) => r.mobile)).toEqual([...ACCEPTED].sort());
  });

  it('SMS send-code: a number the user form accepts gets a code, one it refuses is a bad request', async () => {
    // The users created above hold the accepted numbers, so each one gets a code (code 0).
    await expectRule('body.mobile', (mobile) => t.api({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: { mobile, scene: 21 } }));
  });

  it('dept phone', async () => {
    await expectRule('body.phone', (phone, i) =>
      t.api({ method: 'POST', url: '/admin-api/system/dept/create', token: admin, payload: { name: `号码部门${i}`, parentId: 100, sort: i, phone } }),
    );
  });

  it('lawyer intake', async () => {
    await expectRule('body.mobile', (mobile, i) =>
      t.api({
        method: 'POST',
        url: '/admin-api/audit/lawyer/open/submit',
        payload: lawyerApplication(imageUrl, { name: '号码律师', mobile, idCard: idCardFor(100 + i), licenceNo: `91100000000${String(100000 + i)}` }),
      }),
    );
  });

  it('tenant contact mobile (the web form checks it, so the API does too)', async () => {
    const system = (await loginTo(t, 1, 'admin', 'admin123')).accessToken;
    const pkg = await createPackage(t, system, '号码套餐', [1]);
    await expectRule('body.contactMobile', (contactMobile, i) =>
      t.api({
        method: 'POST',
        url: '/admin-api/system/tenant/create',
        token: system,
        payload: tenantBody({ name: `号码租户${i}`, packageId: pkg, username: `mobten${i}`, password: 'pass1234', contactMobile }),
      }),
    );
    // Empty stays allowed; the tenant's admin then has no mobile.
    const blank = await createTenantViaApi(t, system, { name: '无号码租户', packageId: pkg, username: 'mobtenblank', password: 'pass1234', contactMobile: '' });
    expect(blank).toBeGreaterThan(0);
  });
});
