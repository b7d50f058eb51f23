import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useTranslation } from 'react-i18next';

// The sign-in page is the lightest page of the app (≤ 200 kB budget), so its few controls are plain elements
// styled like antd's instead of antd components; antd loads with the signed-in shell.

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'onChange'> {
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  suffix?: ReactNode;
  revealable?: boolean;
}

export function TextField({ icon, value, onChange, error, suffix, revealable, type = 'text', ...rest }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const errorId = useId();
  return (
    <div className={`login-field${error ? ' has-error' : ''}`}>
      <label className="login-input">
        <span className="login-input-icon">{icon}</span>
        <input
          {...rest}
          type={revealable && revealed ? 'text' : type}
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {revealable && (
          <button type="button" className="login-input-action" aria-label={revealed ? 'hide' : 'show'} onClick={() => setRevealed((current) => !current)}>
            {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
        {suffix}
      </label>
      <div className="login-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

interface CredentialFieldsProps {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  errors: { username?: string; password?: string };
}

/** Username and password of a password sign-in (the sign-in page, and binding a social account). */
export function CredentialFields({ username, password, onUsername, onPassword, errors }: CredentialFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField icon={<UserOutlined />} value={username} onChange={onUsername} error={errors.username} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" />
      <TextField
        icon={<LockOutlined />}
        type="password"
        revealable
        value={password}
        onChange={onPassword}
        error={errors.password}
        placeholder={t('login.password')}
        aria-label={t('login.password')}
        autoComplete="current-password"
      />
    </>
  );
}

export function CheckboxField({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="login-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="login-checkbox-box" aria-hidden />
      <span>{children}</span>
    </label>
  );
}

/** The card's main button: submits its form, or runs `onClick` when it stands alone. */
export function SubmitButton({ loading, children, onClick }: { loading: boolean; children: ReactNode; onClick?: () => void }) {
  return (
    <button type={onClick ? 'button' : 'submit'} className="login-submit" disabled={loading} aria-busy={loading} onClick={onClick}>
      {loading && <span className="login-spinner" aria-hidden />}
      {children}
    </button>
  );
}

interface ModeSwitchProps<T extends string> {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function ModeSwitch<T extends string>({ value, options, onChange }: ModeSwitchProps<T>) {
  return (
    <div className="login-mode" role="tablist">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={option.value === value ? 'active' : ''}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
