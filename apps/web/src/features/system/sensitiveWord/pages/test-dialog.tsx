import { useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { TextAreaItem } from '@/shared/components/crud/value-items';
import { toast } from '@/shared/ui/feedback';
import { sensitiveWordApi } from '../sensitive-word-api';

interface TestValues {
  text: string;
  tags?: string[];
}

/** 检测敏感词: checks a text against the enabled words (of the chosen tags) and says what it found. */
export function SensitiveWordTestDialog({ open, tags, onClose }: { open: boolean; tags: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TestValues>();
  const [checking, setChecking] = useState(false);

  const check = async (values: TestValues) => {
    setChecking(true);
    try {
      const words = await sensitiveWordApi.validateText(values.text, values.tags ?? []);
      if (words.length === 0) toast.success(t('sensitiveWord.clean'));
      else toast.warning(t('sensitiveWord.found', { words: words.join(', ') }));
    } finally {
      setChecking(false);
    }
  };

  return (
    <ModalForm<TestValues> open={open} saving={checking} onCancel={onClose} title={t('sensitiveWord.testTitle')} form={form} name="sensitiveWord-test" width={560} onSubmit={(values) => void check(values)}>
      <TextAreaItem name="text" label={t('sensitiveWord.text')} required rows={5} />
      <Form.Item name="tags" label={t('sensitiveWord.tags')} extra={t('sensitiveWord.testTagsHint')}>
        <Select mode="multiple" allowClear options={tags.map((tag) => ({ value: tag, label: tag }))} placeholder={t('common.pleaseSelect', { field: t('sensitiveWord.tags') })} />
      </Form.Item>
    </ModalForm>
  );
}
