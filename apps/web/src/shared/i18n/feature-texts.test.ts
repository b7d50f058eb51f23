import { describe, expect, it } from 'vitest';
import { registerFeatureTexts, setLanguage, startI18n, t } from './i18n';

describe('texts a feature brings with its screens', () => {
  it('are there in both languages, and do not stop the app-wide messages of a language from loading later', async () => {
    // A feature's chunk loads before the user ever picks English…
    registerFeatureTexts('demo', { 'zh-CN': { hello: '你好' }, 'en-US': { hello: 'Hello' } });
    await startI18n({ common: { ok: '确定' } }, { 'en-US': () => Promise.resolve({ common: { ok: 'OK' } }) });
    expect([t('demo.hello'), t('common.ok')]).toEqual(['你好', '确定']);
    // …and English still fetches the app's messages, keeping the feature's.
    expect(await setLanguage('en-US')).toBe(true);
    expect([t('demo.hello'), t('common.ok')]).toEqual(['Hello', 'OK']);
    // A feature loaded after the switch speaks English at once.
    registerFeatureTexts('later', { 'zh-CN': { bye: '再见' }, 'en-US': { bye: 'Bye' } });
    expect(t('later.bye')).toBe('Bye');
    expect(await setLanguage('zh-CN')).toBe(true);
    expect([t('later.bye'), t('demo.hello'), t('common.ok')]).toEqual(['再见', '你好', '确定']);
  });
});
