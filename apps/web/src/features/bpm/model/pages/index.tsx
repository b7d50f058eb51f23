import { useState } from 'react';
import { Alert, Form, Input, Radio, Select, Switch, Tag, Tooltip, Upload, type TableColumnsType } from 'antd';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import { useNavigate } from 'react-router';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, dictColumn } from '@/shared/components/crud/columns';
import { confirmAction, confirmDelete } from '@/shared/components/crud/confirm';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictSelectItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { EditAction, MoreActions, RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { usePermission } from '@/shared/auth/use-permission';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { formatDateTime } from '@/shared/utils/format';
import { bpmModelApi, type BpmModel, type ModelFilters } from '../model-api';
import { RulesDialog } from '../rule-dialogs';
import '../texts';

const NORMAL_FORM = 10;
const ACTIVE = 1;
const SUSPENDED = 2;

interface EditValues {
  key: string;
  name: string;
  description?: string | null;
  category?: string | null;
  formType?: number | null;
  formId?: number | null;
  formCustomCreatePath?: string | null;
  formCustomViewPath?: string | null;
}

/** 新建模型 / 修改模型: key and name fixed once made; category and form set when editing, as the original. */
function ModelDialog({ editing, open, onClose, onSaved }: { editing: BpmModel | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const [form] = Form.useForm<EditValues>();
  const formType = Form.useWatch('formType', form);
  const forms = useQuery({ queryKey: ['bpm', 'form', 'simple'], queryFn: bpmModelApi.forms, enabled: open && editing !== null });
  const save = useMutation({
    mutationFn: (values: EditValues): Promise<unknown> =>
      editing
        ? bpmModelApi.update({ id: editing.id, name: values.name, description: values.description?.trim() || null, category: values.category ?? null, formType: values.formType ?? null, formId: values.formType === NORMAL_FORM ? (values.formId ?? null) : null, formCustomCreatePath: values.formType === NORMAL_FORM ? null : values.formCustomCreatePath?.trim() || null, formCustomViewPath: values.formType === NORMAL_FORM ? null : values.formCustomViewPath?.trim() || null })
        : bpmModelApi.create({ key: values.key.trim(), name: values.name.trim(), description: values.description?.trim() || null }),
    onSuccess: () => {
      toast.success(editing ? t('common.updateSuccess') : t('common.createSuccess'));
      onSaved();
      onClose();
    },
  });
  return (
    <ModalForm<EditValues>
      open={open}
      saving={save.isPending}
      onCancel={onClose}
      title={editing ? t('bpmModel.edit') : t('bpmModel.create')}
      form={form}
      name="bpm-model-form"
      width={600}
      labelWidth={110}
      values={editing ? { ...editing, category: editing.category ?? undefined, formType: editing.formType ?? undefined, formId: editing.formId ?? undefined } : {}}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextItem name="key" label={t('bpmModel.key')} required max={64} disabled={editing !== null} tooltip={t('bpmModel.keyTip')} />
      <TextItem name="name" label={t('bpmModel.name')} required max={64} disabled={editing !== null} />
      {editing && <DictSelectItem name="category" label={t('bpmModel.category')} dictType={DICT_TYPE.BPM_MODEL_CATEGORY} asString required />}
      <RemarkItem name="description" label={t('bpmModel.description')} max={255} />
      {editing && (
        <>
          <Form.Item name="formType" label={t('bpmModel.formType')} rules={[rule.chosen(t('bpmModel.formType'))]}>
            <Radio.Group options={[{ value: 10, label: '流程表单' }, { value: 20, label: '业务表单' }]} />
          </Form.Item>
          {formType === NORMAL_FORM && (
            <Form.Item name="formId" label={t('bpmModel.formId')} rules={[rule.chosen(t('bpmModel.formId'))]}>
              <Select loading={forms.isLoading} options={(forms.data ?? []).map((f) => ({ value: f.id, label: f.name }))} placeholder={t('common.pleaseSelect', { field: t('bpmModel.formId') })} />
            </Form.Item>
          )}
          {formType === 20 && (
            <>
              <Form.Item name="formCustomCreatePath" label={t('bpmModel.createPath')} extra={t('bpmModel.createPathHint')} rules={[rule.required(t('bpmModel.createPath'))]}>
                <Input maxLength={255} />
              </Form.Item>
              <Form.Item name="formCustomViewPath" label={t('bpmModel.viewPath')} extra={t('bpmModel.viewPathHint')} rules={[rule.required(t('bpmModel.viewPath'))]}>
                <Input maxLength={255} />
              </Form.Item>
            </>
          )}
        </>
      )}
    </ModalForm>
  );
}

/** 导入流程: a .bpmn/.xml file made in any BPMN modeler becomes a new model. */
function ImportDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const [form] = Form.useForm<{ key: string; name: string; description?: string; file?: File }>();
  const save = useMutation({
    mutationFn: (values: { key: string; name: string; description?: string; file?: File }) => bpmModelApi.import(values.file!, values.key.trim(), values.name.trim(), values.description?.trim()),
    onSuccess: () => {
      toast.success(t('bpmModel.importDone'));
      onSaved();
      onClose();
    },
  });
  return (
    <ModalForm open={open} saving={save.isPending} onCancel={onClose} title={t('bpmModel.import')} form={form} name="bpm-model-import" width={520} labelWidth={100} onSubmit={(values) => save.mutate(values)}>
      <Form.Item name="file" label={t('bpmModel.importFile')} rules={[rule.chosen(t('bpmModel.importFile'))]} valuePropName="file" getValueFromEvent={(e: { file: File }) => e.file}>
        <Upload.Dragger accept=".bpmn,.xml" maxCount={1} beforeUpload={() => false}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-hint">{t('bpmModel.importHint')}</p>
        </Upload.Dragger>
      </Form.Item>
      <TextItem name="key" label={t('bpmModel.key')} required max={64} />
      <TextItem name="name" label={t('bpmModel.name')} required max={64} />
      <RemarkItem name="description" label={t('bpmModel.description')} max={255} />
    </ModalForm>
  );
}

/** 流程模型 (component bpm/model/index): processes from model to deployment. */
export default function BpmModelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<BpmModel, ModelFilters, ModelFilters>({ queryKey: ['bpm', 'model'], fetchPage: bpmModelApi.page, toFilters: (v) => ({ key: v.key?.trim() || undefined, name: v.name?.trim() || undefined, category: v.category }) });
  const [editing, setEditing] = useState<BpmModel | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [ruling, setRuling] = useState<BpmModel | null>(null);
  const canSwitch = usePermission().hasPermi(['bpm:model:update']);

  const deploy = (row: BpmModel) =>
    confirmAction({ content: t('bpmModel.deployConfirm'), run: () => bpmModelApi.deploy(row.id), successText: t('bpmModel.deployed'), onDone: crud.invalidate });
  const switchState = (row: BpmModel, active: boolean) =>
    confirmAction({
      content: t('bpmModel.activateConfirm', { action: active ? t('bpmModel.activate') : t('bpmModel.suspend'), name: row.name }),
      run: () => bpmModelApi.updateState(row.id, active ? ACTIVE : SUSPENDED),
      successText: t('common.updateSuccess'),
      onDone: crud.invalidate,
    });

  const columns: TableColumnsType<BpmModel> = [
    { title: t('bpmModel.key'), dataIndex: 'key', width: 160, ellipsis: true },
    { title: t('bpmModel.name'), dataIndex: 'name', width: 160, ellipsis: true },
    dictColumn(t('bpmModel.category'), 'category', DICT_TYPE.BPM_MODEL_CATEGORY),
    {
      title: t('bpmModel.form'),
      key: 'form',
      width: 160,
      ellipsis: true,
      render: (_v, row) => row.formName ?? row.formCustomCreatePath ?? <span className="ant-typography ant-typography-secondary">{t('bpmModel.noForm')}</span>,
    },
    dateTimeColumn(t('common.createTime')),
    {
      title: t('bpmModel.latest'),
      children: [
        { title: t('bpmModel.version'), key: 'version', width: 90, align: 'center', render: (_v, row) => (row.processDefinition ? <Tag color="processing">v{row.processDefinition.version}</Tag> : <Tag color="warning">{t('bpmModel.notDeployed')}</Tag>) },
        {
          title: t('bpmModel.state'),
          key: 'state',
          width: 90,
          align: 'center',
          render: (_v, row) =>
            row.processDefinition && (
              <Switch
                size="small"
                aria-label={`${t('bpmModel.state')} ${row.name}`}
                checked={row.processDefinition.suspensionState === ACTIVE}
                disabled={!canSwitch}
                onChange={(active) => switchState(row, active)}
              />
            ),
        },
        { title: t('bpmModel.deploymentTime'), key: 'deploymentTime', width: 170, align: 'center', render: (_v, row) => formatDateTime(row.processDefinition?.deploymentTime) },
      ],
    },
    actionsColumn(t('common.actions'), 320, (row) => (
      <RowActions>
        <EditAction permission="bpm:model:update" onClick={() => setEditing(row)} />
        <RowAction permission="bpm:model:update" icon={<NodeIndexOutlined />} onClick={() => void navigate(`/bpm/manager/model/design?modelId=${row.id}`)}>
          {t('bpmModel.design')}
        </RowAction>
        <RowAction permission="bpm:model:deploy" icon={<CloudUploadOutlined />} onClick={() => deploy(row)}>
          {t('bpmModel.deploy')}
        </RowAction>
        {/* The less frequent steps, so the version, state and deployment time stay in view. */}
        <MoreActions
          items={[
            { key: 'rules', permission: 'bpm:task-assign-rule:query', icon: <ApartmentOutlined />, label: t('bpmModel.rules'), onClick: () => setRuling(row) },
            {
              key: 'definitions',
              permission: 'bpm:process-definition:query',
              icon: <HistoryOutlined />,
              label: t('bpmModel.definitions'),
              onClick: () => void navigate(`/bpm/manager/definition?key=${encodeURIComponent(row.key)}`),
            },
            {
              key: 'delete',
              permission: 'bpm:model:delete',
              icon: <DeleteOutlined />,
              danger: true,
              label: t('common.delete'),
              onClick: () => confirmDelete(row.name, () => bpmModelApi.remove(row.id), crud.invalidate),
            },
          ]}
        />
      </RowActions>
    )),
  ];

  return (
    <>
      <Alert type="info" showIcon title={t('bpmModel.steps')} className="page-alert" style={{ marginBottom: 12 }} />
      <CrudList
        crud={crud}
        name="bpm-model-search"
        search={
          <>
            <SearchInput name="key" label={t('bpmModel.key')} />
            <SearchInput name="name" label={t('bpmModel.name')} />
            <SearchDictSelect name="category" label={t('bpmModel.category')} dictType={DICT_TYPE.BPM_MODEL_CATEGORY} asString />
          </>
        }
        toolbar={
          <>
            <CreateButton permission="bpm:model:create" onClick={() => setCreating(true)} />
            <Tooltip title={t('bpmModel.importHint')}>
              <span>
                <RowAction permission="bpm:model:import" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                  {t('bpmModel.import')}
                </RowAction>
              </span>
            </Tooltip>
          </>
        }
        columns={columns}
      >
        <ModelDialog open={creating || editing !== null} editing={editing} onClose={() => (setCreating(false), setEditing(null))} onSaved={() => void crud.invalidate()} />
        <ImportDialog open={importing} onClose={() => setImporting(false)} onSaved={() => void crud.invalidate()} />
        <RulesDialog model={ruling} onClose={() => setRuling(null)} />
      </CrudList>
    </>
  );
}
