import { Type } from 'typebox';
import { Body, Id, Nullable, Paging, Text } from '../schema';

/** bpm_model_form_type: 10 a designed form (流程表单), 20 a business module's own screens (业务表单). */
export const BpmFormType = { NORMAL: 10, CUSTOM: 20 } as const;
/** Definition suspension: 1 active, 2 suspended (as Flowable's). */
export const SuspensionState = { ACTIVE: 1, SUSPENDED: 2 } as const;

const ProcessKey = Text({ minLength: 1, maxLength: 64, description: '流程标识（XML NCName）' });

export const ModelDefinitionInfo = Type.Object({ id: Type.Integer(), version: Type.Integer(), deploymentTime: Type.Integer(), suspensionState: Type.Integer() });

export const ModelRow = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  category: Nullable(Type.String()),
  formType: Nullable(Type.Integer()),
  formId: Nullable(Type.Integer()),
  formName: Nullable(Type.String()),
  formCustomCreatePath: Nullable(Type.String()),
  formCustomViewPath: Nullable(Type.String()),
  createTime: Type.Integer(),
  /** The latest deployment, null until first deployed. */
  processDefinition: Nullable(ModelDefinitionInfo),
});
export const ModelDetail = Type.Object({ ...ModelRow.properties, bpmnXml: Nullable(Type.String()) });

export const ModelPageQuery = Type.Object({
  ...Paging,
  key: Type.Optional(Text({ maxLength: 64 })),
  name: Type.Optional(Text({ maxLength: 64 })),
  category: Type.Optional(Text({ maxLength: 64 })),
});

export const ModelCreate = Body({
  key: ProcessKey,
  name: Text({ minLength: 1, maxLength: 64, description: '流程名称' }),
  description: Type.Optional(Nullable(Text({ maxLength: 255 }))),
});

export const ModelUpdate = Body({
  id: Id(),
  name: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
  description: Type.Optional(Nullable(Text({ maxLength: 255 }))),
  category: Type.Optional(Nullable(Text({ maxLength: 64 }))),
  bpmnXml: Type.Optional(Nullable(Text({ maxLength: 2_000_000 }))),
  formType: Type.Optional(Nullable(Type.Integer({ minimum: 10, maximum: 20 }))),
  formId: Type.Optional(Nullable(Id('表单编号'))),
  formCustomCreatePath: Type.Optional(Nullable(Text({ maxLength: 255 }))),
  formCustomViewPath: Type.Optional(Nullable(Text({ maxLength: 255 }))),
});

export const ModelStateUpdate = Body({ id: Id(), state: Type.Integer({ minimum: 1, maximum: 2, description: '1 激活，2 挂起' }) });

export const DefinitionRow = Type.Object({
  id: Type.Integer(),
  modelId: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  description: Nullable(Type.String()),
  category: Nullable(Type.String()),
  formType: Type.Integer(),
  formId: Nullable(Type.Integer()),
  formName: Nullable(Type.String()),
  formConf: Nullable(Type.String()),
  formFields: Nullable(Type.Array(Type.String())),
  formCustomCreatePath: Nullable(Type.String()),
  formCustomViewPath: Nullable(Type.String()),
  suspensionState: Type.Integer(),
  deploymentTime: Type.Integer(),
});
export const DefinitionPageQuery = Type.Object({ ...Paging, key: Type.Optional(Text({ maxLength: 64 })) });
export const DefinitionListQuery = Type.Object({ suspensionState: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })) });

/** A task rule as the rule dialog lists it: one row per user task of the BPMN, with its rule when it has one. */
export const RuleRow = Type.Object({
  id: Nullable(Type.Integer()),
  modelId: Type.Integer(),
  processDefinitionId: Type.Integer(),
  taskDefinitionKey: Type.String(),
  taskDefinitionName: Type.String(),
  type: Nullable(Type.Integer()),
  options: Nullable(Type.Array(Type.Integer())),
});
export const RuleListQuery = Type.Object({ modelId: Type.Optional(Id('模型编号')), processDefinitionId: Type.Optional(Id('流程定义编号')) });
const RuleType = Type.Integer({ minimum: 10, maximum: 50, description: '规则类型，见 bpm_task_assign_rule_type' });
const RuleOptions = Type.Array(Id(), { minItems: 1, maxItems: 200, uniqueItems: true, description: '规则范围：角色、部门、岗位、用户、用户组或脚本的编号' });
export const RuleCreate = Body({ modelId: Id('模型编号'), taskDefinitionKey: Text({ minLength: 1, maxLength: 64 }), type: RuleType, options: RuleOptions });
export const RuleUpdate = Body({ id: Id(), type: RuleType, options: RuleOptions });
