import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_TYPES } from '@console/contracts/social';
import { socialAuthRedirect, socialTypes } from './login-api';
import { socialCallbackUrl } from '../../../shared/auth/social-callback';

/** 其他登录方式: one button per platform with an enabled client; none when there is none. */
export function SocialButtons({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const [types, setTypes] = useState<number[]>([]);
  const [going, setGoing] = useState<number | null>(null);

  useEffect(() => {
    socialTypes()
      .then((enabled) => setTypes(SOCIAL_TYPES.filter((type) => enabled.includes(type))))
      .catch(() => setTypes([]));
  }, []);

  if (types.length === 0) return null;
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
