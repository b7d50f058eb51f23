import { useEffect, useState } from 'react';
import { Button, Checkbox, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '@/shared/api/api-error';
import { authorizeApi, type AuthorizeInfoAnswer } from '../oauth2-api';
import '../texts';
import './sso-page.css';

/** What the built-in scopes let a client do, in words; other scopes show their key. */
const SCOPE_LABELS: Record<string, string> = { 'user.read': 'oauth2.scopeUserRead', 'user.write': 'oauth2.scopeUserWrite' };

type Stage = { kind: 'loading' } | { kind: 'consent'; info: AuthorizeInfoAnswer; scopes: string[] } | { kind: 'failed'; message: string } | { kind: 'leaving' };

/**
 * /sso: the consent page of the console as an OAuth2 provider (reference §2.7). A client sends the signed-in user
 * here with client_id, redirect_uri, response_type, scope (space-separated, optional) and state. What was approved
 * before goes through at once (auto_approve); otherwise the user ticks the scopes to grant, or denies. Either way
 * the server answers where to send the browser: back to the client with a code, tokens or an error.
 */
export default function SsoPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const clientId = search.get('client_id') ?? '';
  const redirectUri = search.get('redirect_uri') ?? '';
  const responseType = search.get('response_type') ?? '';
  const state = search.get('state') ?? undefined;
  const requested = (search.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
  const requestedKey = requested.join(' ');
  const missing = [!clientId && 'client_id', !redirectUri && 'redirect_uri', !responseType && 'response_type'].filter(Boolean).join(', ');

  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);
  const [hint, setHint] = useState('');

  const leaveFor = (url: string) => {
    // The server only answers registered URIs; never follow one that would run script here.
    if (/^(javascript|data|vbscript|blob|file):/i.test(url.trim())) return setStage({ kind: 'failed', message: url });
    setStage({ kind: 'leaving' });
    window.location.assign(url);
  };
  const decide = (autoApprove: boolean, answers: Record<string, boolean>) =>
    authorizeApi.decide({ responseType, clientId, redirectUri, state, autoApprove, scopes: answers });

  useEffect(() => {
    if (missing) return;
    let live = true;
    void (async () => {
      try {
        const info = await authorizeApi.info(clientId);
        const scopes = requestedKey ? requestedKey.split(' ') : info.scopes.map((s) => s.key);
        // Approved before (or auto-approved for this client): straight back to the client.
        const url = await decide(true, Object.fromEntries(scopes.map((s) => [s, true])));
        if (!live) return;
        if (url) return leaveFor(url);
        const approvedBefore = new Set(info.scopes.filter((s) => s.value).map((s) => s.key));
        setChecked(scopes.filter((s) => approvedBefore.has(s) || !approvedBefore.size));
        setStage({ kind: 'consent', info, scopes });
      } catch (error) {
        if (live) setStage({ kind: 'failed', message: errorMessageOf(error) });
      }
    })();
    return () => {
      live = false;
    };
    // The link's parameters are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, redirectUri, responseType, state, requestedKey, missing]);

  const submit = async (approve: boolean) => {
    if (stage.kind !== 'consent') return;
    if (approve && !checked.length) return setHint(t('oauth2.ssoNoScope'));
    setHint('');
    setBusy(approve ? 'approve' : 'deny');
    try {
      const url = await decide(false, Object.fromEntries(stage.scopes.map((s) => [s, approve && checked.includes(s)])));
      if (url) leaveFor(url);
    } catch {
      // The request layer has shown the message; the form stays for another try.
    } finally {
      setBusy(null);
    }
  };

  if (missing) return <Failed message={t('oauth2.ssoMissing', { names: missing })} />;
  if (stage.kind === 'failed') return <Failed message={stage.message} />;
  if (stage.kind !== 'consent') {
    return (
      <div className="sso-page">
        <Spin size="large" />
      </div>
    );
  }
  const { info, scopes } = stage;
  const label = (key: string) => (SCOPE_LABELS[key] ? t(SCOPE_LABELS[key]) : key);
  return (
    <div className="sso-page">
      <main className="sso-card" aria-labelledby="sso-client-name">
        <div className="sso-client">
          <img className="sso-logo" src={info.client.logo} alt="" />
          <div>
            <h1 id="sso-client-name">{info.client.name}</h1>
            <p>{t('oauth2.ssoTitle')}</p>
          </div>
        </div>
        <p className="sso-asks">{t('oauth2.ssoAsks')}</p>
        <Checkbox.Group className="sso-scopes" value={checked} onChange={(values) => setChecked(values)}>
          {scopes.map((key) => (
            <Checkbox key={key} value={key}>
              {label(key)}
              <span className="sso-scope-key">{key}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
        <div className="sso-error" role="alert">
          {hint}
        </div>
        <div className="sso-actions">
          <Button type="primary" size="large" loading={busy === 'approve'} disabled={busy !== null} onClick={() => void submit(true)}>
            {t('oauth2.ssoApprove')}
          </Button>
          <Button size="large" loading={busy === 'deny'} disabled={busy !== null} onClick={() => void submit(false)}>
            {t('oauth2.ssoDeny')}
          </Button>
        </div>
      </main>
    </div>
  );
}

function Failed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="sso-page">
      <Result status="warning" title={t('oauth2.ssoTitle')} subTitle={message} />
    </div>
  );
}
