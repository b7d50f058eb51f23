import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { socialAuthRedirect } from './login-api';
import { socialCallbackUrl } from '../../../shared/auth/social-callback';
import './social-buttons.css';

/**
 * 其他登录方式: one button per platform with an enabled client. Its own chunk: the sign-in page loads it only when
 * some platform is enabled (useSocialTypes), so a console without social sign-in ships none of it.
 */
export default function SocialButtons({ types, redirect }: { types: readonly number[]; redirect: string }) {
  const { t } = useTranslation();
  const [going, setGoing] = useState<number | null>(null);
  const go = async (type: number) => {
    setGoing(type);
    try {
      window.location.assign(await socialAuthRedirect(type, socialCallbackUrl('/social-login', { type: String(type), redirect })));
    } catch {
      setGoing(null); // the request layer has shown why
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
    </div>
  );
}
