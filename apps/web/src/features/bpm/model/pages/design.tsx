import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { DesignerFooter } from '@/shared/bpm-form/designer-footer';
import { toast } from '@/shared/ui/feedback';
import { bpmModelApi, type BpmModelDetail } from '../model-api';
import '../texts';
import '../designer.css';

const LIST = '/bpm/manager/model';

/** A new model's diagram: its process named as the model, a start event to draw from. */
const emptyDiagram = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="diagram_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${key}" name="${name.replace(/[<&"]/g, '')}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

/* bpmn-js's services, as far as this screen uses them. */
interface BusinessObject {
  $type: string;
  id: string;
  name?: string;
  conditionExpression?: { body?: string };
  loopCharacteristics?: { $type: string; isSequential?: boolean };
  eventDefinitions?: Array<{ $type: string; timeDuration?: { body?: string } }>;
}
interface Element {
  id: string;
  type: string;
  businessObject: BusinessObject;
}
interface Services {
  modeling: { updateProperties: (element: Element, props: Record<string, unknown>) => void; updateModdleProperties: (element: Element, target: unknown, props: Record<string, unknown>) => void };
  moddle: { create: (type: string, attrs?: Record<string, unknown>) => unknown };
  canvas: { getRootElement: () => Element };
  eventBus: { on: (event: string, callback: (e: { newSelection?: Element[]; element?: Element }) => void) => void };
}

/** The selected element's properties that the engine reads: name, a flow's condition, multi-instance, a timer. */
function PropertiesPanel({ modeler, element, model }: { modeler: Modeler; element: Element; model: BpmModelDetail }) {
  const { t } = useTranslation();
  const [, refresh] = useState(0);
  const get = <K extends keyof Services>(name: K) => modeler.get<Services[K]>(name);
  const bo = element.businessObject;
  const update = (props: Record<string, unknown>) => {
    get('modeling').updateProperties(element, props);
    refresh((n) => n + 1);
  };
  const timer = bo.eventDefinitions?.find((d) => d.$type === 'bpmn:TimerEventDefinition');
  const isProcess = bo.$type === 'bpmn:Process';
  const loop = bo.loopCharacteristics?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? (bo.loopCharacteristics.isSequential ? 'sequential' : 'parallel') : 'none';
  return (
    <Form layout="vertical" size="small" className="bpm-modeler-props-form">
      {isProcess && <Alert type="info" showIcon title={t('bpmModel.processHint', { key: model.key, name: model.name })} style={{ marginBottom: 12 }} />}
      <Descriptions size="small" column={1} items={[{ key: 't', label: t('bpmModel.elementType'), children: bo.$type.replace('bpmn:', '') }]} />
      <Form.Item label={t('bpmModel.elementId')}>
        <Input aria-label={t('bpmModel.elementId')} value={bo.id} onChange={(e) => /^[A-Za-z_][\w.-]*$/.test(e.target.value) && update({ id: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('bpmModel.elementName')}>
        <Input aria-label={t('bpmModel.elementName')} value={bo.name ?? ''} onChange={(e) => update({ name: e.target.value })} />
      </Form.Item>
      {bo.$type === 'bpmn:SequenceFlow' && (
        <Form.Item label={t('bpmModel.condition')} extra={t('bpmModel.conditionHint')}>
          <Input
            aria-label={t('bpmModel.condition')}
            value={bo.conditionExpression?.body ?? ''}
            onChange={(e) => update({ conditionExpression: e.target.value ? get('moddle').create('bpmn:FormalExpression', { body: e.target.value }) : undefined })}
          />
        </Form.Item>
      )}
      {bo.$type === 'bpmn:UserTask' && (
        <Form.Item label={t('bpmModel.multiInstance')}>
          <Radio.Group
            value={loop}
            onChange={(e) =>
              update({ loopCharacteristics: e.target.value === 'none' ? undefined : get('moddle').create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: e.target.value === 'sequential' }) })
            }
            options={[
              { value: 'none', label: t('bpmModel.miNone') },
              { value: 'parallel', label: t('bpmModel.miParallel') },
              { value: 'sequential', label: t('bpmModel.miSequential') },
            ]}
          />
        </Form.Item>
      )}
      {timer && (
        <Form.Item label={t('bpmModel.timer')} extra={t('bpmModel.timerHint')}>
          <Input
            aria-label={t('bpmModel.timer')}
            value={timer.timeDuration?.body ?? ''}
            onChange={(e) => {
              get('modeling').updateModdleProperties(element, timer, { timeDuration: get('moddle').create('bpmn:FormalExpression', { body: e.target.value }) });
              refresh((n) => n + 1);
            }}
          />
        </Form.Item>
      )}
    </Form>
  );
}

function Designer({ model }: { model: BpmModelDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [selected, setSelected] = useState<Element | null>(null);

  useEffect(() => {
    const instance = new Modeler({ container: container.current! });
    let alive = true;
    void instance.importXML(model.bpmnXml ?? emptyDiagram(model.key, model.name)).then(
      () => {
        if (!alive) return;
        const services = instance as unknown as { get: <T>(name: string) => T };
        const canvas = services.get<Services['canvas']>('canvas');
        const eventBus = services.get<Services['eventBus']>('eventBus');
        setSelected(canvas.getRootElement());
        eventBus.on('selection.changed', (e) => setSelected(e.newSelection?.[0] ?? canvas.getRootElement()));
        setModeler(instance);
      },
      (err: Error) => toast.error(err.message),
    );
    return () => {
      alive = false;
      instance.destroy();
    };
  }, [model]);

  const save = useMutation({
    mutationFn: async () => {
      const { xml } = await modeler!.saveXML({ format: true });
      return bpmModelApi.update({ id: model.id, bpmnXml: xml ?? null });
    },
    onSuccess: async () => {
      toast.success(t('bpmModel.saved'));
      await queryClient.invalidateQueries({ queryKey: ['bpm', 'model'] });
      void navigate(LIST);
    },
  });

  return (
    <Card className="page-card bpm-modeler" title={`${t('bpmModel.designTitle')} · ${model.name}（${model.key}）`}>
      <div className="bpm-modeler-body">
        <div className="bpm-modeler-canvas" ref={container} aria-label={t('bpmModel.designTitle')} />
        <aside className="bpm-modeler-props">
          <Typography.Title level={5}>{t('bpmModel.propsTitle')}</Typography.Title>
          {modeler && selected ? <PropertiesPanel key={selected.id} modeler={modeler} element={selected} model={model} /> : <Typography.Paragraph type="secondary">{t('bpmModel.nothingSelected')}</Typography.Paragraph>}
        </aside>
      </div>
      <DesignerFooter>
        <Button onClick={() => void navigate(LIST)}>{t('bpmModel.back')}</Button>
        <Button type="primary" loading={save.isPending} disabled={!modeler} onClick={() => save.mutate()}>
          {t('bpmModel.save')}
        </Button>
      </DesignerFooter>
    </Card>
  );
}

/**
 * 设计流程 (/bpm/manager/model/design?modelId=): the bpmn-js modeler (its own chunk, loaded with this screen; the
 * bpmn.io watermark its licence requires stays in the corner) with a properties panel for what the engine reads.
 */
export default function ModelDesignPage() {
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const model = useQuery({ queryKey: ['bpm', 'model', 'design', modelId], queryFn: () => bpmModelApi.get(modelId), enabled: modelId > 0 });
  if (!model.data) return <Card className="page-card" loading />;
  return <Designer key={model.data.id} model={model.data} />;
}
