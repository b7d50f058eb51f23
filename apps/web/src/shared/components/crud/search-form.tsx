import './crud.css';
import type { ReactNode } from 'react';
import { Button, Form, Space, type FormInstance } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';

interface SearchFormProps<V> {
  form: FormInstance<V>;
  /** Form name: ids of its fields (and so their labels) derive from it. */
  name: string;
  hidden?: boolean;
  /** Values the form starts with and 重置 returns to (a default day range). */
  initialValues?: Partial<V>;
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** The filter row above a list: fields, then 搜索 and 重置 (reset clears the form and returns to page 1). */
export function SearchForm<V>({ form, name, hidden, initialValues, onSearch, onReset, children }: SearchFormProps<V>) {
  const { t } = useTranslation();
  // Hidden, not unmounted: the values survive toggling the search row.
  return (
    <Form form={form} layout="inline" className="search-form" onFinish={onSearch} name={name} initialValues={initialValues} style={hidden ? { display: 'none' } : undefined}>
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onReset}>
            {t('common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
