import { useState } from 'react';
import { Form, Input, Modal, Select, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { RowAction } from '@/shared/components/crud/row-action';
import { useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { useDeptOptions, usePostOptions, useRoleOptions, useUserOptions } from '@/shared/lookups/system-lookups';
import { toast } from '@/shared/ui/feedback';
import { bpmModelApi, type BpmModel, type TaskRule } from './model-api';

/** Rule types (dict bpm_task_assign_rule_type). */
const ROLE = 10;
const DEPT_MEMBER = 20;
const DEPT_LEADER = 21;
const POST = 22;
const USER = 30;
const GROUP = 40;
const SCRIPT = 50;

/** The names a rule's options stand for, by rule type. */
function useOptionNames(enabled: boolean) {
  const roles = useRoleOptions(enabled);
  const depts = useDeptOptions(enabled);
  const posts = usePostOptions(enabled);
  const users = useUserOptions(enabled);
  const groups = useQuery({ queryKey: ['bpm', 'user-group', 'simple'], queryFn: bpmModelApi.groups, enabled, staleTime: 30_000 });
  const scripts = useDictOptions(DICT_TYPE.BPM_TASK_ASSIGN_SCRIPT);
  const choices = (type: number | null): Array<{ value: number; label: string }> => {
    switch (type) {
      case ROLE:
        return (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
      case DEPT_MEMBER:
      case DEPT_LEADER:
        return (depts.data ?? []).map((d) => ({ value: d.id, label: d.name }));
      case POST:
        return (posts.data ?? []).map((p) => ({ value: p.id, label: p.name }));
      case USER:
        return (users.data ?? []).map((u) => ({ value: u.id, label: u.nickname }));
      case GROUP:
        return (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
      case SCRIPT:
        return scripts.map((s) => ({ value: Number(s.value), label: s.label }));
      default:
        return [];
    }
  };
  return choices;
}

const CHOOSE_LABEL: Record<number, string> = {
  [ROLE]: 'bpmModel.chooseRoles',
  [DEPT_MEMBER]: 'bpmModel.chooseDepts',
  [DEPT_LEADER]: 'bpmModel.chooseDepts',
  [POST]: 'bpmModel.choosePosts',
  [USER]: 'bpmModel.chooseUsers',
  [GROUP]: 'bpmModel.chooseGroups',
  [SCRIPT]: 'bpmModel.chooseScripts',
};

/** 修改任务规则: the kit's dialog, reset on each opening, so nothing of another task's rule carries over. */
function RuleForm({ model, rule, onClose }: { model: BpmModel; rule: TaskRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldRules = useFieldRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ type: number; options: number[] }>();
  const type = Form.useWatch('type', form) ?? null;
  const choices = useOptionNames(rule !== null);
  const types = useDictOptions(DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE);
  const save = useMutation({
    mutationFn: (values: { type: number; options: number[] }): Promise<unknown> =>
      rule!.id ? bpmModelApi.updateRule({ id: rule!.id, ...values }) : bpmModelApi.createRule({ modelId: model.id, taskDefinitionKey: rule!.taskDefinitionKey, ...values }),
    onSuccess: async () => {
      toast.success(t('common.updateSuccess'));
      await queryClient.invalidateQueries({ queryKey: ['bpm', 'rules', model.id] });
      onClose();
    },
  });
  const chooseLabel = t(CHOOSE_LABEL[type ?? 0] ?? 'bpmModel.ruleOptions');
  return (
    <ModalForm<{ type: number; options: number[] }>
      open={rule !== null}
      saving={save.isPending}
      onCancel={onClose}
      title={t('bpmModel.editRule')}
      form={form}
      name="bpm-rule-form"
      width={520}
      values={rule ? { type: rule.type ?? undefined, options: rule.options ?? [] } : undefined}
      formProps={{ onValuesChange: (changed: { type?: number }) => changed.type !== undefined && form.setFieldValue('options', []) }}
      onSubmit={(values) => save.mutate(values)}
    >
      <Form.Item label={t('bpmModel.taskName')}>
        <Input value={rule?.taskDefinitionName} disabled />
      </Form.Item>
      <Form.Item label={t('bpmModel.taskKey')}>
        <Input value={rule?.taskDefinitionKey} disabled />
      </Form.Item>
      <Form.Item name="type" label={t('bpmModel.ruleType')} rules={[fieldRules.chosen(t('bpmModel.ruleType'))]}>
        <Select options={types} placeholder={t('common.pleaseSelect', { field: t('bpmModel.ruleType') })} />
      </Form.Item>
      {type !== null && (
        <Form.Item name="options" label={chooseLabel} rules={[fieldRules.chosen(chooseLabel)]}>
          <Select mode="multiple" options={choices(type)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('common.pleaseSelect', { field: chooseLabel })} />
        </Form.Item>
      )}
    </ModalForm>
  );
}

/**
 * 任务分配规则: one row per user task of the model's diagram, with who it is assigned to. Opened from a deployed
 * definition (流程定义) it shows that version's frozen rules, read-only.
 */
export function RulesDialog({ model, definitionId, onClose }: { model: BpmModel | null; definitionId?: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TaskRule | null>(null);
  const readOnly = definitionId !== undefined;
  const open = readOnly ? definitionId !== null : model !== null;
  const rules = useQuery({
    queryKey: ['bpm', 'rules', readOnly ? `definition-${definitionId}` : model?.id],
    queryFn: () => (readOnly ? bpmModelApi.definitionRules(definitionId!) : bpmModelApi.rules(model!.id)),
    enabled: open,
  });
  const choices = useOptionNames(open);
  return (
    <Modal open={open} title={readOnly ? t('bpmModel.ruleTitleReadOnly') : t('bpmModel.ruleTitle')} footer={null} onCancel={onClose} width={860} destroyOnHidden>
      <Table<TaskRule>
        rowKey="taskDefinitionKey"
        size="small"
        loading={rules.isFetching}
        pagination={false}
        dataSource={rules.data ?? []}
        locale={{ emptyText: t('bpmModel.noDiagram') }}
        columns={[
          { title: t('bpmModel.taskName'), dataIndex: 'taskDefinitionName', width: 140 },
          { title: t('bpmModel.taskKey'), dataIndex: 'taskDefinitionKey', width: 140 },
          { title: t('bpmModel.ruleType'), dataIndex: 'type', width: 130, render: (type: number | null) => (type === null ? <Tag color="warning">{t('bpmModel.noRule')}</Tag> : <DictTag type={DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE} value={type} />) },
          {
            title: t('bpmModel.ruleOptions'),
            key: 'options',
            render: (_v, rule) => {
              const names = new Map(choices(rule.type).map((c) => [c.value, c.label]));
              return (rule.options ?? []).map((id) => <Tag key={id}>{names.get(id) ?? t('bpmModel.unknown', { id })}</Tag>);
            },
          },
          ...(readOnly
            ? []
            : [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 90,
                  render: (_v: unknown, rule: TaskRule) => (
                    <RowAction permission={rule.id ? 'bpm:task-assign-rule:update' : 'bpm:task-assign-rule:create'} onClick={() => setEditing(rule)}>
                      {t('common.edit')}
                    </RowAction>
                  ),
                },
              ]),
        ]}
      />
      {model && !readOnly && <RuleForm model={model} rule={editing} onClose={() => setEditing(null)} />}
    </Modal>
  );
}
