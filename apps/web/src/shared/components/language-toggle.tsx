import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../i18n/i18n';

/** A one-click language switch for the sign-in page (plain button: no antd on the lightest page). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = LANGUAGES.find((language) => language.value !== i18n.language) ?? LANGUAGES[0]!;
  return (
    <button type="button" className="language-toggle" aria-label={t('layout.language')} onClick={() => void setLanguage(next.value)}>
      <TranslationOutlined /> {next.label}
    </button>
  );
}
