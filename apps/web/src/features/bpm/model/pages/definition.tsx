import { useState } from 'react';
import { Button, Form, Modal, Tag, Typography, type TableColumnsType } from 'antd';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '@/shared/bpm-form/form-renderer';
import { parseFields, type FormConf } from '@/shared/bpm-form/fields';
import '@/shared/bpm-form/texts';
import { ProcessViewer } from '@/shared/bpm-process/process-viewer';
import { dateTimeColumn, dictColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { processApi, type ProcessDefinition } from '@/shared/bpm-process/process-api';
import { bpmModelApi } from '../model-api';
import { RulesDialog } from '../rule-dialogs';
import '../texts';

/** 流程图: a deployed version's diagram. */
function DiagramDialog({ definition, onClose }: { definition: ProcessDefinition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const xml = useQuery({ queryKey: ['bpm', 'definition-xml', definition?.id], queryFn: () => processApi.definitionXml(definition!.id), enabled: definition !== null });
  return (
    <Modal open={definition !== null} title={`${t('bpmModel.diagram')} · ${definition?.name ?? ''}`} footer={null} onCancel={onClose} width="80%" destroyOnHidden>
      {xml.data && <ProcessViewer xml={xml.data} height={480} />}
    </Modal>
  );
}

/** 表单详情: the form as deployed with the version (its snapshot), filled with nothing. */
function FormDialog({ definition, onClose }: { definition: ProcessDefinition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const conf = definition?.formConf ? (JSON.parse(definition.formConf) as FormConf) : undefined;
  return (
    <Modal open={definition !== null} title={t('bpmModel.formPreview')} footer={null} onCancel={onClose} width={760} destroyOnHidden>
      {definition && <FormRenderer fields={parseFields(definition.formFields ?? [])} conf={conf} form={form} name="bpm-definition-form" />}
    </Modal>
  );
}

/** 流程定义 (/bpm/manager/definition?key=): every deployed version of a model, newest first. */
export default function DefinitionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const crud = useCrudPage<ProcessDefinition, { key?: string }, object>({ queryKey: ['bpm', 'definitions', key], fetchPage: bpmModelApi.definitions, initialFilters: { key }, toFilters: () => ({ key }) });
  const [diagram, setDiagram] = useState<ProcessDefinition | null>(null);
  const [previewing, setPreviewing] = useState<ProcessDefinition | null>(null);
  const [ruling, setRuling] = useState<number | null>(null);
  const link = (text: string, onClick: () => void) => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onClick}>
      {text}
    </Button>
  );
  const columns: TableColumnsType<ProcessDefinition> = [
    { title: t('bpmModel.definitionId'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('bpmModel.definitionName'), dataIndex: 'name', width: 170, render: (name: string, row) => link(name, () => setDiagram(row)) },
    dictColumn(t('bpmModel.definitionCategory'), 'category', DICT_TYPE.BPM_MODEL_CATEGORY),
    {
      title: t('bpmModel.form'),
      key: 'form',
      width: 170,
      ellipsis: true,
      render: (_v, row) => (row.formName ? link(row.formName, () => setPreviewing(row)) : (row.formCustomCreatePath ?? <span className="ant-typography ant-typography-secondary">{t('bpmModel.noForm')}</span>)),
    },
    { title: t('bpmModel.version'), dataIndex: 'version', width: 90, align: 'center', render: (v: number) => <Tag color="processing">v{v}</Tag> },
    {
      title: t('bpmModel.definitionState'),
      dataIndex: 'suspensionState',
      width: 90,
      align: 'center',
      render: (state: number) => (state === 1 ? <Tag color="success">{t('bpmModel.active')}</Tag> : <Tag color="warning">{t('bpmModel.suspended')}</Tag>),
    },
    dateTimeColumn(t('bpmModel.deploymentTime'), 'deploymentTime'),
    { title: t('bpmModel.definitionDescription'), dataIndex: 'description', width: 200, ellipsis: { showTitle: true } },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions>
          <RowAction permission="bpm:task-assign-rule:query" icon={<ApartmentOutlined />} onClick={() => setRuling(row.id)}>
            {t('bpmModel.rules')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  return (
    <CrudList crud={crud} name="bpm-definition-search" toolbar={<Typography.Text strong>{t('bpmModel.definitionTitle', { key: key ?? '' })}</Typography.Text>} columns={columns}>
      <DiagramDialog definition={diagram} onClose={() => setDiagram(null)} />
      <FormDialog definition={previewing} onClose={() => setPreviewing(null)} />
      <RulesDialog model={null} definitionId={ruling} onClose={() => setRuling(null)} />
    </CrudList>
  );
}
