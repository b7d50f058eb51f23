import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/auth/auth-store';
import { usePublicConfigStore } from '@/shared/config/public-config-store';
import { getTenantName, saveTenant } from '@/shared/auth/token-storage';
import { loadRememberedCredentials, saveRememberedCredentials } from '@/shared/auth/remembered-credentials';
import { isMobile } from '@/shared/utils/validators';
import type { LoginResult } from '@/shared/auth/auth-types';
import { toast } from '@/shared/ui/feedback';
import { passwordLogin, sendSmsCode, smsLogin, tenantIdByName } from './login-api';
import { useCountdown } from './use-countdown';
import { CheckboxField, CredentialFields, ModeSwitch, SubmitButton, TextField } from './login-fields';
import { safeRedirect } from './safe-redirect';
import { useLoginNavigation } from './login-navigation';
import { useCaptchaGate } from './captcha-gate';
import { LoginShell } from './login-shell';
import { useSocialTypes } from './use-social-types';
import './login-page.css';

const SocialButtons = lazy(() => import('./social-buttons'));


const DEFAULT_TENANT_NAME = '默认租户';

type Mode = 'password' | 'sms';
type Errors = Partial<Record<'tenantName' | 'username' | 'password' | 'mobile' | 'code', string>>;


export default function LoginPage() {
  const { t } = useTranslation();
  const { redirect, leave } = useLoginNavigation();
  const { tenantEnabled } = usePublicConfigStore();
  const signIn = useAuthStore((state) => state.signIn);
  const [mode, setMode] = useState<Mode>('password');
  const [tenantName, setTenantName] = useState(() => getTenantName() ?? DEFAULT_TENANT_NAME);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const socialTypes = useSocialTypes();

  useEffect(() => {
    void loadRememberedCredentials().then((saved) => {
      setUsername((current) => current || saved.username);
      setPassword((current) => current || saved.password);
      setRememberMe(saved.rememberMe);
    });
  }, []);

  const finish = (tokens: LoginResult) => {
    signIn({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    leave(safeRedirect(redirect));
  };

  /** Resolves the tenant name to its id and stores both; false when the tenant does not exist. */
  const resolveTenant = async (): Promise<boolean> => {
    if (!tenantEnabled) return true;
    const name = tenantName.trim();
    const id = await tenantIdByName(name);
    if (id === null || id === undefined) {
      toast.error(t('login.tenantNotFound'));
      return false;
    }
    saveTenant(String(id), name);
    return true;
  };

  const tenantError = (): Errors => (tenantEnabled && !tenantName.trim() ? { tenantName: t('login.tenantRequired') } : {});
  const mobileError = (): Errors => {
    if (!mobile.trim()) return { mobile: t('login.mobileRequired') };
    return isMobile(mobile.trim()) ? {} : { mobile: t('login.mobileInvalid') };
  };

  const submitPassword = async (captchaVerification?: string) => {
    setSubmitting(true);
    try {
      if (!(await resolveTenant())) return;
      const trimmed = username.trim();
      const tokens = await passwordLogin({ username: trimmed, password, captchaVerification });
      await saveRememberedCredentials({ username: trimmed, password, rememberMe });
      finish(tokens);
    } catch {
      // the request layer has already shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  const captcha = useCaptchaGate((verification) => void submitPassword(verification), submitting);

  const onPasswordSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...tenantError() };
    if (!username.trim()) found.username = t('login.usernameRequired');
    if (!password) found.password = t('login.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    captcha.submit();
  };

  const onSendCode = async () => {
    const found = { ...tenantError(), ...mobileError() };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSendingCode(true);
    try {
      if (!(await resolveTenant())) return;
      await sendSmsCode(mobile.trim());
      toast.success(t('login.sendCodeSuccess'));
      startCountdown(60);
    } catch {
      // shown by the request layer
    } finally {
      setSendingCode(false);
    }
  };

  const onSmsSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...tenantError(), ...mobileError() };
    if (!code.trim()) found.code = t('login.smsCodeRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      if (!(await resolveTenant())) return;
      finish(await smsLogin(mobile.trim(), code.trim()));
    } catch {
      // shown by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  const tenantField = tenantEnabled ? (
    <TextField icon={<BankOutlined />} value={tenantName} onChange={setTenantName} error={errors.tenantName} placeholder={t('login.tenantName')} aria-label={t('login.tenantName')} autoComplete="organization" />
  ) : null;

  return (
    <>
      <LoginShell>
        <h2 className="login-card-title">{t('login.welcome')}</h2>
        <p className="login-card-subtitle">{t('login.title')}</p>
        <ModeSwitch<Mode>
          value={mode}
          onChange={(next) => {
            setMode(next);
            setErrors({});
          }}
          options={[
            { value: 'password', label: t('login.tabPassword') },
            { value: 'sms', label: t('login.tabSms') },
          ]}
        />
        {mode === 'password' ? (
          <form onSubmit={onPasswordSubmit} noValidate name="password-login">
            {tenantField}
            <CredentialFields username={username} password={password} onUsername={setUsername} onPassword={setPassword} errors={errors} />
            <div className="login-options">
              <CheckboxField checked={rememberMe} onChange={setRememberMe}>
                {t('login.rememberMe')}
              </CheckboxField>
            </div>
            <SubmitButton loading={submitting}>{submitting ? t('login.submitting') : t('login.submit')}</SubmitButton>
          </form>
        ) : (
          <form onSubmit={(event) => void onSmsSubmit(event)} noValidate name="sms-login">
            {tenantField}
            <TextField icon={<MobileOutlined />} value={mobile} onChange={setMobile} error={errors.mobile} placeholder={t('login.mobile')} aria-label={t('login.mobile')} autoComplete="tel" maxLength={13} />
            <TextField
              icon={<SafetyOutlined />}
              value={code}
              onChange={setCode}
              error={errors.code}
              placeholder={t('login.smsCode')}
              aria-label={t('login.smsCode')}
              autoComplete="one-time-code"
              maxLength={8}
              suffix={
                <button type="button" className="login-send-code" disabled={secondsLeft > 0 || sendingCode} onClick={() => void onSendCode()}>
                  {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
                </button>
              }
            />
            <SubmitButton loading={submitting}>{submitting ? t('login.submitting') : t('login.submit')}</SubmitButton>
          </form>
        )}
        {socialTypes.length > 0 && (
          <Suspense fallback={null}>
            <SocialButtons types={socialTypes} redirect={safeRedirect(redirect)} />
          </Suspense>
        )}
      </LoginShell>
      {captcha.gate}
    </>
  );
}
