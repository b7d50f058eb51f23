import { idCardCheckCode } from '@console/contracts/lawyer';
import type { TestApp } from './test-app';
import { multipart, TINY_PNG } from './users';

/** A valid 18-digit ID card number (Beijing, 1985-03-07) for a sequence number. */
export function idCardFor(n: number): string {
  const first17 = `11010519850307${String(100 + (n % 900)).padStart(3, '0')}`;
  return first17 + idCardCheckCode(first17);
}

/** Uploads a tiny PNG through the public intake; answers the (signed) URL an application cites. */
export async function uploadLawyerImage(t: TestApp): Promise<string> {
  const form = await multipart({ file: { filename: 'licence.png', content: TINY_PNG, contentType: 'image/png' } });
  const res = await t.api<{ url: string }>({ method: 'POST', url: '/admin-api/audit/lawyer/open/upload', payload: form.payload, headers: form.headers });
  if (res.code !== 0) throw new Error(`upload failed: ${res.code} ${res.msg}`);
  return res.data.url;
}

/** A complete, valid application citing `imageUrl` for its three scans; fields to vary come as overrides. */
export const lawyerApplication = (imageUrl: string, overrides: Record<string, unknown> = {}) => ({
  name: '测试律师',
  sex: 1,
  mobile: '13912345678',
  idCard: idCardFor(23),
  licenceNo: '91100000000000001',
  lawFirm: '北京测试律师事务所',
  province: '北京市',
  city: '海淀区',
  practiceStartYear: 2015,
  specialties: ['1'],
  biography: '',
  licencePhotoUrl: imageUrl,
  idCardFrontUrl: imageUrl,
  idCardBackUrl: imageUrl,
  ...overrides,
});
