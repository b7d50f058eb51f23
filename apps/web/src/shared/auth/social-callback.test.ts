import { describe, expect, it } from 'vitest';
import { providerAnswer, socialCallbackUrl } from './social-callback';

describe('social sign-in callbacks', () => {
  it('builds an address of this app, under its base path, for the provider to return to', () => {
    const url = new URL(socialCallbackUrl('/social-login', { type: '10', redirect: '/system/user?x=1' }));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe(`${import.meta.env.BASE_URL.replace(/\/$/, '')}/social-login`);
    expect(url.searchParams.get('type')).toBe('10');
    expect(url.searchParams.get('redirect')).toBe('/system/user?x=1');
  });

  it('reads the provider’s answer, DingTalk’s authCode included, and nothing incomplete', () => {
    expect(providerAnswer(new URLSearchParams('type=10&code=abc&state=s1'))).toEqual({ type: 10, code: 'abc', state: 's1' });
    expect(providerAnswer(new URLSearchParams('type=20&authCode=dt&state=s2'))).toEqual({ type: 20, code: 'dt', state: 's2' });
    expect(providerAnswer(new URLSearchParams('type=10&code=abc'))).toBeNull();
    expect(providerAnswer(new URLSearchParams('code=abc&state=s'))).toBeNull();
    expect(providerAnswer(new URLSearchParams('type=x&code=abc&state=s'))).toBeNull();
  });
});
