import { Type } from 'typebox';
import { Body, DateRange, EpochMs, Id, Nullable, Paging, Text } from '../schema';

/** bpm_process_instance_status: 1 进行中, 2 已完成. */
export const InstanceStatus = { RUNNING: 1, FINISHED: 2 } as const;
/** bpm_process_instance_result, for instances and tasks: 1 处理中, 2 通过, 3 不通过, 4 已取消. */
export const InstanceResult = { PROCESS: 1, APPROVE: 2, REJECT: 3, CANCEL: 4 } as const;

/** Form values a process starts with (the designed form's `__vModel__`s); JSON, at most 64 kB. */
const Variables = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { description: '流程变量（表单的值）' });

export const InstanceCreate = Body({
  processDefinitionId: Id('流程定义编号'),
  variables: Type.Optional(Variables),
});

export const InstanceCancel = Body({
  id: Id('流程实例编号'),
  reason: Text({ minLength: 1, maxLength: 200, description: '取消原因' }),
});

export const InstancePageQuery = Type.Object({
  ...Paging,
  name: Type.Optional(Text({ maxLength: 64 })),
  processDefinitionId: Type.Optional(Id()),
  category: Type.Optional(Text({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  result: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  createTime: Type.Optional(DateRange),
});

export const InstanceRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  processDefinitionId: Type.Integer(),
  category: Nullable(Type.String()),
  status: Type.Integer(),
  result: Type.Integer(),
  createTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  /** Its tasks waiting for approval. */
  tasks: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

const UserBrief = Type.Object({ id: Type.Integer(), nickname: Type.String(), deptId: Nullable(Type.Integer()), deptName: Nullable(Type.String()) });

export const InstanceDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  status: Type.Integer(),
  result: Type.Integer(),
  createTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  formVariables: Type.Record(Type.String(), Type.Unknown()),
  businessKey: Nullable(Type.String()),
  startUser: Nullable(UserBrief),
  processDefinition: Type.Object({
    id: Type.Integer(),
    key: Type.String(),
    formType: Type.Integer(),
    formId: Nullable(Type.Integer()),
    formConf: Nullable(Type.String()),
    formFields: Nullable(Type.Array(Type.String())),
    formCustomCreatePath: Nullable(Type.String()),
    formCustomViewPath: Nullable(Type.String()),
    bpmnXml: Type.String(),
  }),
});

export const TaskPageQuery = Type.Object({
  ...Paging,
  name: Type.Optional(Text({ maxLength: 64 })),
  /** What the reference's back end reads… */
  beginCreateTime: Type.Optional(Text({ maxLength: 30 })),
  endCreateTime: Type.Optional(Text({ maxLength: 30 })),
  /** …and what its UI sends (both work here). */
  createTime: Type.Optional(DateRange),
});

const TaskInstance = Type.Object({ id: Type.Integer(), name: Type.String(), startUserId: Type.Integer(), startUserNickname: Nullable(Type.String()), processDefinitionId: Type.Integer() });

export const TodoTaskRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  claimTime: Nullable(Type.Integer()),
  createTime: Type.Integer(),
  suspensionState: Type.Integer(),
  processInstance: TaskInstance,
});

export const DoneTaskRow = Type.Object({
  ...TodoTaskRow.properties,
  endTime: Nullable(Type.Integer()),
  durationInMillis: Nullable(Type.Integer()),
  result: Type.Integer(),
  reason: Nullable(Type.String()),
});

export const InstanceTaskRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  definitionKey: Type.String(),
  createTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  durationInMillis: Nullable(Type.Integer()),
  result: Type.Integer(),
  reason: Nullable(Type.String()),
  assigneeUser: Nullable(UserBrief),
  processInstance: Type.Object({ id: Type.Integer() }),
});

export const TaskDecision = Body({
  id: Id('任务编号'),
  reason: Text({ minLength: 1, maxLength: 255, description: '审批建议' }),
});

export const TaskTransfer = Body({
  id: Id('任务编号'),
  assigneeUserId: Id('新审批人'),
});

export const ActivityRow = Type.Object({
  key: Type.String(),
  type: Type.String(),
  startTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  taskId: Nullable(Type.Integer()),
});

export const ProcessInstanceIdQuery = Type.Object({ processInstanceId: Id('流程实例编号') });

/** OA 请假 (bpm_oa_leave): type is dict bpm_oa_leave_type, result mirrors its process instance. */
export const LeaveCreate = Body({
  startTime: EpochMs('开始时间（毫秒）'),
  endTime: EpochMs('结束时间（毫秒）'),
  type: Type.Integer({ minimum: 1, maximum: 99, description: '请假类型，见 bpm_oa_leave_type 字典' }),
  reason: Text({ minLength: 1, maxLength: 200, description: '原因' }),
});

export const LeaveRow = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  type: Type.Integer(),
  reason: Type.String(),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  day: Type.Integer(),
  result: Type.Integer(),
  processInstanceId: Nullable(Type.Integer()),
  createTime: Type.Integer(),
});

export const LeavePageQuery = Type.Object({
  ...Paging,
  result: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  reason: Type.Optional(Text({ maxLength: 200 })),
  createTime: Type.Optional(DateRange),
});
