import { useState } from 'react';
import { Button, Card, Empty, Form, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '@/shared/bpm-form/form-renderer';
import { defaultValues, parseFields, type FormConf } from '@/shared/bpm-form/fields';
import '@/shared/bpm-form/texts';
import { ProcessViewer } from '@/shared/bpm-process/process-viewer';
import { processApi, type ProcessDefinition } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { tableScrollX } from '@/shared/components/crud/table-width';

const MY_PROCESSES = '/bpm/task/my';
const DESIGNED_FORM = 10;

/** The chosen definition's designed form, filled and submitted; its diagram below. */
function StartForm({ definition, onBack }: { definition: ProcessDefinition; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [fields] = useState(() => parseFields(definition.formFields ?? []));
  const conf = definition.formConf ? (JSON.parse(definition.formConf) as FormConf) : undefined;
  const xml = useQuery({ queryKey: ['bpm', 'definition-xml', definition.id], queryFn: () => processApi.definitionXml(definition.id) });
  const start = useMutation({
    mutationFn: (variables: Record<string, unknown>) => processApi.create(definition.id, variables),
    onSuccess: async () => {
      toast.success(t('bpmProcess.started'));
      await queryClient.invalidateQueries({ queryKey: ['bpm', 'process-instance'] });
      void navigate(MY_PROCESSES);
    },
  });
  // A validation failure shows beside its field; nothing more to do with it.
  const submit = () =>
    void form.validateFields().then(
      (values) => start.mutate(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))),
      () => undefined,
    );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        className="page-card"
        title={`${t('bpmProcess.start')} · ${definition.name}`}
        extra={
          <Button type="link" onClick={onBack}>
            {t('bpmProcess.chooseOther')}
          </Button>
        }
      >
        <div style={{ maxWidth: 760 }}>
          <FormRenderer fields={fields} conf={conf} form={form} initialValues={defaultValues(fields)} name="bpm-start-form" />
          <Form.Item label=" " colon={false} labelCol={{ flex: `${conf?.labelWidth ?? 100}px` }}>
            <Button type="primary" loading={start.isPending} onClick={submit}>
              {t('bpmProcess.submit')}
            </Button>
          </Form.Item>
        </div>
      </Card>
      <Card className="page-card" title={t('bpmProcess.diagram')}>
        {xml.data ? <ProcessViewer xml={xml.data} height={360} /> : <Card loading variant="borderless" />}
      </Card>
    </Space>
  );
}

/** 发起流程 (/bpm/process-instance/create): an active definition, then its form (or the business form's own page). */
export default function StartProcessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ProcessDefinition | null>(null);
  const definitions = useQuery({ queryKey: ['bpm', 'definitions', 'active'], queryFn: processApi.activeDefinitions });
  if (chosen) return <StartForm key={chosen.id} definition={chosen} onBack={() => setChosen(null)} />;
  const choose = (definition: ProcessDefinition) => {
    if (definition.formType === DESIGNED_FORM) setChosen(definition);
    else if (definition.formCustomCreatePath) void navigate(definition.formCustomCreatePath);
  };
  const columns: TableColumnsType<ProcessDefinition> = [
    { title: t('bpmProcess.definitionName'), dataIndex: 'name', width: 200, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: t('bpmProcess.category'), dataIndex: 'category', width: 120, render: (value: string | null) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={value} /> },
    { title: t('bpmProcess.version'), dataIndex: 'version', width: 100, align: 'center', render: (v: number) => <Tag color="processing">v{v}</Tag> },
    { title: t('bpmProcess.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      align: 'center',
      fixed: 'right',
      render: (_v, definition) => (
        <Button type="link" size="small" onClick={() => choose(definition)} title={definition.formType === DESIGNED_FORM ? undefined : t('bpmProcess.customForm')}>
          {t('bpmProcess.choose')}
        </Button>
      ),
    },
  ];
  return (
    <Card className="page-card" title={t('bpmProcess.chooseTitle')}>
      <Table<ProcessDefinition>
        rowKey="id"
        size="middle"
        loading={definitions.isFetching}
        dataSource={definitions.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('bpmProcess.noActive')} /> }}
        scroll={{ x: tableScrollX(columns) }}
        columns={columns}
      />
    </Card>
  );
}
