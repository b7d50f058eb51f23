import { useState } from 'react';
import { Button, Drawer, Input, Space, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '@/shared/ui/feedback';
import type { DesignerState } from './designer';
import { formJson, type FormConf } from './fields';

/**
 * 查看 JSON and 清空 above a designer's canvas, as the original's 流程表单 editor has them: the form as form-generator
 * JSON (fields and conf, read-only and copyable), and emptying the canvas after a 系统提示.
 */
export function DesignerActions({ state, conf }: { state: DesignerState; conf: FormConf }) {
  const { t } = useTranslation();
  const [json, setJson] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json ?? '');
      toast.success(t('formDesigner.copied'));
    } catch {
      toast.error(t('formDesigner.copyFailed'));
    }
  };
  const clear = () =>
    confirm({
      title: t('common.systemNotice'),
      content: t('formDesigner.clearConfirm'),
      onOk: () => {
        state.setFields([]);
        state.setSelected(null);
      },
    });
  return (
    <>
      <Space wrap className="bpm-designer-actions">
        <Button icon={<EyeOutlined />} onClick={() => setJson(JSON.stringify(formJson(state.fields, conf), null, 2))}>
          {t('formDesigner.viewJson')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={clear} disabled={!state.fields.length}>
          {t('formDesigner.clear')}
        </Button>
      </Space>
      <Drawer
        open={json !== null}
        title={t('formDesigner.jsonTitle')}
        size="large"
        onClose={() => setJson(null)}
        extra={
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('formDesigner.copyJson')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('formDesigner.jsonHint')}</Typography.Paragraph>
        <Input.TextArea aria-label={t('formDesigner.jsonTitle')} className="bpm-designer-json" value={json ?? ''} readOnly spellCheck={false} />
      </Drawer>
    </>
  );
}
