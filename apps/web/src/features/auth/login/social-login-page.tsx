import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthErrors } from '@console/contracts/error-codes';
import { ApiError } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import type { LoginResult } from '@/shared/auth/auth-types';
import { passwordLogin, socialLogin } from './login-api';
import { CredentialFields, SubmitButton } from './login-fields';
import { useCaptchaGate } from './captcha-gate';
import { LoginShell } from './login-shell';
import { safeRedirect } from './safe-redirect';
import { providerAnswer } from '@/shared/auth/social-callback';
import './login-page.css';


type Stage = { kind: 'signing-in' } | { kind: 'bind' } | { kind: 'failed'; message: string };

/**
 * /social-login: where a provider sends the browser back. A bound account signs in at once; an unbound one gets the
 * password sign-in that binds it (reference §2.6); anything else says why, with the way back to /login.
 */
export default function SocialLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useAuthStore((state) => state.signIn);
  const answer = providerAnswer(params);
  // Without the provider's answer there is nothing to try: the page says so from the start.
  const [stage, setStage] = useState<Stage>(() => (answer ? { kind: 'signing-in' } : { kind: 'failed', message: t('login.socialNoCode') }));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const platform = answer ? t(`login.social.${answer.type}`, { defaultValue: String(answer.type) }) : '';
  const started = useRef(false);

  const finish = (tokens: LoginResult) => {
    signIn({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  useEffect(() => {
    // Once: the code is single-use, so a second request (React's development double effect) would fail it.
    if (started.current) return;
    started.current = true;
    if (!answer) return;
    socialLogin(answer.type, answer.code, answer.state)
      .then(finish)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code) setStage({ kind: 'bind' });
        else setStage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the answer the page was opened with
  }, []);

  const bind = async (captchaVerification?: string) => {
    if (!answer) return;
    setSubmitting(true);
    try {
      finish(await passwordLogin({ username: username.trim(), password, captchaVerification, socialType: answer.type, socialCode: answer.code, socialState: answer.state }));
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  const captcha = useCaptchaGate((verification) => void bind(verification), submitting);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(username.trim() ? {} : { username: t('login.usernameRequired') }), ...(password ? {} : { password: t('login.passwordRequired') }) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    captcha.submit();
  };

  return (
    <>
      <LoginShell>
        {stage.kind === 'signing-in' && (
          <div className="login-social-status" role="status">
            <h2 className="login-card-title">{t('login.socialSigningIn', { platform })}</h2>
          </div>
        )}
        {stage.kind === 'failed' && (
          <div className="login-social-status" role="alert">
            <h2 className="login-card-title">{t('login.socialFailedTitle')}</h2>
            <p className="login-card-subtitle">{stage.message}</p>
            <SubmitButton loading={false} onClick={() => void navigate('/login', { replace: true })}>
              {t('errors.goLogin')}
            </SubmitButton>
          </div>
        )}
        {stage.kind === 'bind' && (
          <form onSubmit={onSubmit} noValidate name="social-bind">
            <h2 className="login-card-title">{t('login.socialBindTitle')}</h2>
            <p className="login-card-subtitle">{t('login.socialBindHint', { platform })}</p>
            <CredentialFields username={username} password={password} onUsername={setUsername} onPassword={setPassword} errors={errors} />
            <SubmitButton loading={submitting}>{submitting ? t('login.submitting') : t('login.socialBindSubmit')}</SubmitButton>
          </form>
        )}
      </LoginShell>
      {captcha.gate}
    </>
  );
}
