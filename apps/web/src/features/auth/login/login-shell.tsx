import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/shared/components/language-toggle';

/** The sign-in screens' frame: the brand panel, the language switch, the card area and the footer. */
export function LoginShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <div className="login-brand">
        <div className="login-brand-inner">
          <div className="login-logo" aria-hidden>
            <svg viewBox="0 0 64 64" width="44" height="44">
              <rect width="64" height="64" rx="14" fill="rgba(255,255,255,0.18)" />
              <path d="M18 44V20h10l4 14 4-14h10v24h-7V31l-4 13h-6l-4-13v13z" fill="#fff" />
            </svg>
          </div>
          <h1>{t('login.title')}</h1>
          <p>{t('login.subtitle')}</p>
          <div className="login-brand-grid" aria-hidden>
            {Array.from({ length: 12 }, (_, index) => (
              <span key={index} />
            ))}
          </div>
        </div>
      </div>
      <div className="login-panel">
        <div className="login-lang">
          <LanguageToggle />
        </div>
        <div className="login-card">
          {children}
        </div>
        <div className="login-footer">{t('login.footer')}</div>
      </div>
    </div>
  );
}
