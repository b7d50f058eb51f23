import { expect } from 'vitest';
import type { Envelope, TestApp } from './test-app';

/** `/admin-api/bpm/*` as one signed-in user: `call` answers the envelope, `ok` its data once it says code 0. */
export function bpmApi(t: TestApp, token: string) {
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>): Promise<Envelope<T>> =>
    method === 'GET'
      ? t.api<T>({ method, url: `/admin-api/bpm/${url}`, token, query: body as Record<string, string> | undefined })
      : t.api<T>({ method, url: `/admin-api/bpm/${url}`, token, payload: body });
  const ok = async <T>(answer: Promise<Envelope<T>>): Promise<T> => {
    const r = await answer;
    expect(r, r.msg).toMatchObject({ code: 0 });
    return r.data;
  };
  return { call, ok };
}
