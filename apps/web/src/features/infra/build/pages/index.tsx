import { useEffect, useState } from 'react';
import { Button, Card, Drawer, Form, Input, InputNumber, Modal, Radio, Space, Switch, Typography } from 'antd';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/api/download';
import { FormDesigner, useDesignerState } from '@/shared/bpm-form/designer';
import type { FormConf, FormField } from '@/shared/bpm-form/fields';
import { confirm, toast } from '@/shared/ui/feedback';
import { formJson, loadCanvas, saveCanvas } from '../form-json';
import { componentName, reactSource, type SourceType } from '../react-source';
import '../texts';
import '../build.css';

async function copyText(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/** The file name (and for code, the type) to save under: the original's 选择生成类型 dialog. */
function SaveDialog({ open, extension, withType, onSave, onClose }: { open: boolean; extension: string; withType: boolean; onSave: (fileName: string, type: SourceType) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ fileName: string; type: SourceType }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ fileName: `${Date.now()}.${extension}`, type: 'file' });
  }, [open, extension, form]);
  const save = async () => {
    const { fileName, type } = await form.validateFields();
    const name = fileName.trim();
    onSave(name.endsWith(`.${extension}`) ? name : `${name}.${extension}`, type ?? 'file');
    onClose();
  };
  return (
    <Modal open={open} title={withType ? t('infraBuild.generateTitle') : t('infraBuild.exportJson')} onOk={() => void save()} onCancel={onClose} forceRender>
      <Form form={form} name="infra-build-save" layout="vertical">
        {withType && (
          <Form.Item name="type" label={t('infraBuild.generateType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'file', label: t('infraBuild.typeFile') },
                { value: 'dialog', label: t('infraBuild.typeDialog') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="fileName" label={t('infraBuild.fileName')} rules={[{ required: true, whitespace: true, message: t('infraBuild.fileNameRequired') }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 表单属性: the form-wide settings the JSON and the generated component carry. */
function FormProps({ conf, onChange }: { conf: FormConf; onChange: (conf: FormConf) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<FormConf>) => onChange({ ...conf, ...patch });
  /** One setting chosen among a few words, each labelled `infraBuild.<prefix><Word>`. */
  const choice = (key: 'labelPosition' | 'size', fallback: string, values: string[], prefix: string) => (
    <Form.Item label={t(`infraBuild.${key}`)}>
      <Radio.Group
        size="small"
        optionType="button"
        value={conf[key] ?? fallback}
        onChange={(e) => set({ [key]: e.target.value as string })}
        options={values.map((v) => ({ value: v, label: t(`infraBuild.${prefix}${v[0]!.toUpperCase()}${v.slice(1)}`) }))}
      />
    </Form.Item>
  );
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('infraBuild.formProps')}
      </Typography.Title>
      <Form layout="vertical" size="small" name="infra-build-conf">
        <Form.Item label={t('infraBuild.labelWidth')}>
          <InputNumber aria-label={t('infraBuild.labelWidth')} min={40} max={400} precision={0} value={Number(conf.labelWidth ?? 100)} onChange={(v) => set({ labelWidth: v ?? 100 })} />
        </Form.Item>
        {choice('labelPosition', 'right', ['left', 'right', 'top'], 'position')}
        {choice('size', 'medium', ['medium', 'small', 'mini'], 'size')}
        <Space size="large">
          <Form.Item label={t('infraBuild.formBtns')}>
            <Switch aria-label={t('infraBuild.formBtns')} checked={conf.formBtns !== false} onChange={(v) => set({ formBtns: v })} />
          </Form.Item>
          <Form.Item label={t('infraBuild.disabled')}>
            <Switch aria-label={t('infraBuild.disabled')} checked={conf.disabled === true} onChange={(v) => set({ disabled: v })} />
          </Form.Item>
        </Space>
      </Form>
    </>
  );
}

/**
 * 表单构建 (component infra/build/index, devtools reference §5): the workflow's form designer on its own, its form kept
 * in this browser and exported as form-generator JSON or as a React + antd component file.
 */
export default function FormBuildPage() {
  const { t } = useTranslation();
  const [initial] = useState(loadCanvas);
  const designer = useDesignerState(() => initial.fields);
  const [conf, setConf] = useState<FormConf>(initial.conf);
  const [jsonOpen, setJsonOpen] = useState(false);
  const [jsonText, setJsonText] = useState('');
  const [saving, setSaving] = useState<'json' | 'tsx' | null>(null);
  const { fields, setFields, setSelected } = designer;

  useEffect(() => saveCanvas(fields, conf), [fields, conf]);

  const json = () => JSON.stringify(formJson(fields, conf), null, 2);
  const openJson = () => {
    setJsonText(json());
    setJsonOpen(true);
  };
  /** 刷新: the edited JSON back onto the canvas. */
  const applyJson = () => {
    try {
      const { fields: next, ...nextConf } = JSON.parse(jsonText) as { fields?: unknown };
      if (!Array.isArray(next) || next.some((f) => typeof (f as FormField | null)?.__config__ !== 'object')) throw new Error('no fields');
      setFields(next as FormField[]);
      setConf(nextConf);
      setSelected(null);
      toast.success(t('infraBuild.applied'));
    } catch {
      toast.error(t('infraBuild.badJson'));
    }
  };
  const save = (fileName: string, type: SourceType) => {
    const text = saving === 'tsx' ? reactSource(fields, conf, type, componentName(fileName)) : json();
    saveBlob(new Blob([text], { type: saving === 'tsx' ? 'text/plain;charset=utf-8' : 'application/json;charset=utf-8' }), fileName);
  };
  const clear = () =>
    confirm({
      title: t('common.systemNotice'),
      content: t('infraBuild.clearConfirm'),
      onOk: () => {
        setFields([]);
        setSelected(null);
      },
    });

  const toolbar = (
    <Space wrap className="infra-build-toolbar">
      <Button icon={<EyeOutlined />} onClick={openJson}>
        {t('infraBuild.viewJson')}
      </Button>
      <Button icon={<CodeOutlined />} onClick={() => setSaving('tsx')}>
        {t('infraBuild.exportReact')}
      </Button>
      <Button icon={<CopyOutlined />} onClick={() => void copyText(json(), t('infraBuild.copied'), t('infraBuild.copyFailed'))}>
        {t('infraBuild.copyJson')}
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={clear}>
        {t('infraBuild.clear')}
      </Button>
    </Space>
  );

  return (
    <Card className="page-card bpm-designer">
      <FormDesigner state={designer} conf={conf} toolbar={toolbar} paletteExtra={<FormProps conf={conf} onChange={setConf} />} />
      <Drawer
        open={jsonOpen}
        title={t('infraBuild.jsonTitle')}
        size="large"
        onClose={() => setJsonOpen(false)}
        extra={
          <Space wrap>
            <Button type="primary" onClick={applyJson}>
              {t('infraBuild.applyJson')}
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => void copyText(jsonText, t('infraBuild.copied'), t('infraBuild.copyFailed'))}>
              {t('infraBuild.copyJson')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => setSaving('json')}>
              {t('infraBuild.exportJson')}
            </Button>
          </Space>
        }
      >
        <Input.TextArea aria-label={t('infraBuild.jsonTitle')} className="infra-build-json" value={jsonText} onChange={(e) => setJsonText(e.target.value)} spellCheck={false} />
      </Drawer>
      <SaveDialog open={saving !== null} extension={saving === 'tsx' ? 'tsx' : 'json'} withType={saving === 'tsx'} onSave={save} onClose={() => setSaving(null)} />
    </Card>
  );
}
