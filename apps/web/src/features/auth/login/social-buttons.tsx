import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/api/api-error';
import { socialAuthRedirect } from './login-api';
import { socialCallbackUrl } from '@/shared/auth/social-callback';
import './social-buttons.css';

/**
 * 其他登录方式: one button per platform with an enabled client. Its own chunk: the sign-in page loads it only when
 * some platform is enabled (useSocialTypes), so a console without social sign-in ships none of it.
 */
export default function SocialButtons({ types, redirect }: { types: readonly number[]; redirect: string }) {
  const { t } = useTranslation();
  const [going, setGoing] = useState<number | null>(null);
  // Why a platform cannot be used (no client configured names what to configure): shown under the buttons, in full.
  const [failure, setFailure] = useState<string | null>(null);
  const go = async (type: number) => {
    setGoing(type);
    setFailure(null);
    try {
      window.location.assign(await socialAuthRedirect(type, socialCallbackUrl('/social-login', { type: String(type), redirect })));
    } catch (error) {
      setGoing(null);
      setFailure(errorMessageOf(error));
    }
  };
  return (
    <div className="login-social">
      <div className="login-social-title">{t('login.socialTitle')}</div>
      <div className="login-social-buttons">
        {types.map((type) => (
          <button key={type} type="button" className={`login-social-button social-${type}`} disabled={going !== null} onClick={() => void go(type)}>
            <span className="login-social-mark" aria-hidden>
              {t(`login.social.${type}`).slice(0, 1)}
            </span>
            {t(`login.social.${type}`)}
          </button>
        ))}
      </div>
      {failure && (
        <p className="login-social-failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
