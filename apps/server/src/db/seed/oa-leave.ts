import type { Db } from '../database';
import { TenantScopePlugin } from '../tenant-scope';

/**
 * The OA leave process, shipped deployed (the original left users to draw it): 部门领导审批, then — for more than
 * three days (`${day > 3}`) — 人事审批. Both tasks go to the 超级管理员 role on a fresh install; an administrator
 * points them elsewhere (e.g. the script 流程发起人的一级领导) in 流程模型 → 分配规则 and deploys again.
 */
export const OA_LEAVE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="diagram_oa_leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="oa_leave" name="OA 请假" isExecutable="true">
    <bpmn2:startEvent id="start" name="发起请假"><bpmn2:outgoing>toLeader</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:userTask id="deptLeader" name="部门领导审批"><bpmn2:incoming>toLeader</bpmn2:incoming><bpmn2:outgoing>toDays</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:exclusiveGateway id="days" name="请假天数" default="shortLeave"><bpmn2:incoming>toDays</bpmn2:incoming><bpmn2:outgoing>longLeave</bpmn2:outgoing><bpmn2:outgoing>shortLeave</bpmn2:outgoing></bpmn2:exclusiveGateway>
    <bpmn2:userTask id="hrAudit" name="人事审批"><bpmn2:incoming>longLeave</bpmn2:incoming><bpmn2:outgoing>hrToEnd</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:endEvent id="end" name="结束"><bpmn2:incoming>hrToEnd</bpmn2:incoming><bpmn2:incoming>shortLeave</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="toLeader" sourceRef="start" targetRef="deptLeader" />
    <bpmn2:sequenceFlow id="toDays" sourceRef="deptLeader" targetRef="days" />
    <bpmn2:sequenceFlow id="longLeave" name="超过 3 天" sourceRef="days" targetRef="hrAudit"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${day &gt; 3}</bpmn2:conditionExpression></bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="hrToEnd" sourceRef="hrAudit" targetRef="end" />
    <bpmn2:sequenceFlow id="shortLeave" name="3 天以内" sourceRef="days" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_oa_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_oa_leave" bpmnElement="oa_leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="146" y="225" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptLeader_di" bpmnElement="deptLeader"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="days_di" bpmnElement="days" isMarkerVisible="true"><dc:Bounds x="395" y="175" width="50" height="50" /><bpmndi:BPMNLabel><dc:Bounds x="396" y="151" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrAudit_di" bpmnElement="hrAudit"><dc:Bounds x="510" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="672" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="679" y="161" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toLeader_di" bpmnElement="toLeader"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDays_di" bpmnElement="toDays"><di:waypoint x="340" y="200" /><di:waypoint x="395" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="longLeave_di" bpmnElement="longLeave"><di:waypoint x="445" y="200" /><di:waypoint x="510" y="200" /><bpmndi:BPMNLabel><dc:Bounds x="450" y="182" width="52" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrToEnd_di" bpmnElement="hrToEnd"><di:waypoint x="610" y="200" /><di:waypoint x="672" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="shortLeave_di" bpmnElement="shortLeave"><di:waypoint x="420" y="225" /><di:waypoint x="420" y="300" /><di:waypoint x="690" y="300" /><di:waypoint x="690" y="218" /><bpmndi:BPMNLabel><dc:Bounds x="530" y="282" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;

/**
 * The drawing shipped before seed 21: the same process, with the 结束 label under the end event, where the 3 天以内
 * flow runs up through it. A database still holding it exactly (nobody redrew it) gets the drawing above.
 */
export const OA_LEAVE_BPMN_BEFORE_19 = OA_LEAVE_BPMN.replace('<dc:Bounds x="679" y="161" width="22" height="14" />', '<dc:Bounds x="679" y="225" width="22" height="14" />');

const SUPER_ADMIN_ROLE_ID = 1;

/**
 * Creates the oa_leave model in a tenant, unless the tenant has one, and its first deployment as 发布流程 would
 * make it: version 1, active, the form paths and the diagram snapshotted, the rules frozen with it. (db/ does not
 * call modules; test/bpm-runtime.test.ts runs this process end to end, and the deployment checks accept it.)
 */
export async function seedOaLeave(root: Db, tenantId: number): Promise<void> {
  const db = root.withPlugin(new TenantScopePlugin(tenantId));
  // What the model holds is what its first version snapshots.
  const shipped = {
    key: 'oa_leave',
    name: 'OA 请假',
    description: '请假申请：部门领导审批，超过 3 天再由人事审批',
    category: '2',
    formType: 20,
    formCustomCreatePath: '/bpm/oa/leave/create',
    formCustomViewPath: '/bpm/oa/leave/detail',
    bpmnXml: OA_LEAVE_BPMN,
    creator: '1',
    updater: '1',
  };
  const model = await db
    .insertInto('bpm_model')
    .values(shipped)
    .onConflict((oc) => oc.columns(['tenantId', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!model) {
    // Only the layout moved, so the deployed version's snapshot is redrawn too (its process is the same).
    await db.updateTable('bpm_model').set({ bpmnXml: OA_LEAVE_BPMN }).where('key', '=', 'oa_leave').where('bpmnXml', '=', OA_LEAVE_BPMN_BEFORE_19).execute();
    await db.updateTable('bpm_process_definition').set({ bpmnXml: OA_LEAVE_BPMN }).where('key', '=', 'oa_leave').where('bpmnXml', '=', OA_LEAVE_BPMN_BEFORE_19).execute();
    return;
  }
  const definition = await db
    .insertInto('bpm_process_definition')
    .values({ ...shipped, modelId: model.id, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rules = (processDefinitionId: number) =>
    ['deptLeader', 'hrAudit'].map((taskDefinitionKey) => ({ modelId: model.id, processDefinitionId, taskDefinitionKey, type: 10, options: JSON.stringify([SUPER_ADMIN_ROLE_ID]), creator: '1', updater: '1' }));
  await db.insertInto('bpm_task_assign_rule').values([...rules(0), ...rules(definition.id)]).execute();
}
