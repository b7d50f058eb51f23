import { Button } from 'antd';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../i18n/i18n';
import { ClickDropdown } from '@/shared/components/click-dropdown';

/** Header / login language switch (zh-CN default, en-US). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ClickDropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({ key: language.value, label: language.label })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <Button type="text" className={className} icon={<TranslationOutlined />} aria-label={t('layout.language')} title={t('layout.language')} />
    </ClickDropdown>
  );
}
