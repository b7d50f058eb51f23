import { useState } from 'react';
import { Button, Card, Form, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DictRadioItem, RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import { FormDesigner, useDesignerState } from '@/shared/bpm-form/designer';
import { DesignerActions } from '@/shared/bpm-form/designer-actions';
import { DesignerFooter } from '@/shared/bpm-form/designer-footer';
import { DEFAULT_CONF, duplicateVariable, parseFields, serializeFields, VARIABLE, type FormConf } from '@/shared/bpm-form/fields';
import { fieldPaths } from '@/shared/bpm-form/rows';
import { toast } from '@/shared/ui/feedback';
import { bpmFormApi, type BpmForm } from '../form-api';
import '../texts';

const LIST = '/bpm/manager/form';

interface Info {
  name: string;
  status: number;
  remark?: string | null;
}

/**
 * 流程表单-编辑 (/bpm/manager/form/edit[?formId=]): a drag-and-drop designer — components on the left, the form on the
 * canvas (drag to add, drag to reorder, click to select), the selected field's properties on the right — saving the
 * original designer's format.
 */
export default function FormDesignerPage() {
  const [params] = useSearchParams();
  const formId = Number(params.get('formId')) || undefined;
  const loaded = useQuery({ queryKey: ['bpm', 'form', 'designer', formId], queryFn: () => bpmFormApi.get(formId!), enabled: formId !== undefined });
  if (formId !== undefined && !loaded.data) return <Card className="page-card bpm-designer" loading />;
  return <Designer key={formId ?? 'new'} formId={formId} initial={loaded.data} />;
}

function Designer({ formId, initial }: { formId?: number; initial?: BpmForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [info] = Form.useForm<Info>();
  const designer = useDesignerState(() => (initial ? parseFields(initial.fields) : []));
  const { fields, setSelected } = designer;
  const [conf] = useState<FormConf>(() => (initial ? (JSON.parse(initial.conf) as FormConf) : DEFAULT_CONF));

  const save = useMutation({
    mutationFn: (values: Info): Promise<unknown> => {
      const body = { id: formId, name: values.name.trim(), status: values.status, remark: values.remark?.trim() || null, conf: JSON.stringify(conf), fields: serializeFields(fields) };
      return formId ? bpmFormApi.update(body) : bpmFormApi.create(body);
    },
    onSuccess: async () => {
      toast.success(t('bpmFormDesign.saved'));
      // The list (kept alive in its tab) and any preview show the saved form.
      await queryClient.invalidateQueries({ queryKey: ['bpm', 'form'] });
      void navigate(LIST);
    },
  });
  const submit = async () => {
    const values = await info.validateFields();
    // A row alone holds no field to fill.
    const inputs = fieldPaths(fields);
    if (!inputs.length) return toast.error(t('bpmFormDesign.noFields'));
    const bad = inputs.find(([f]) => !VARIABLE.test(f.__vModel__ ?? ''));
    if (bad) {
      setSelected(bad[1]);
      return toast.error(t('formDesigner.badName'));
    }
    const twice = duplicateVariable(fields);
    if (twice) return toast.error(t('bpmFormDesign.duplicate', { a: twice[0].__config__.label, b: twice[1].__config__.label, name: twice[0].__vModel__ }));
    save.mutate(values);
  };

  return (
    <Card className="page-card bpm-designer">
      <FormDesigner
        state={designer}
        conf={conf}
        toolbar={<DesignerActions state={designer} conf={conf} />}
        variableHint={t('formDesigner.vModelHint')}
        paletteExtra={
          <>
            <Typography.Title level={5} style={{ marginTop: 20 }}>
              {t('bpmFormDesign.formInfo')}
            </Typography.Title>
            <Form form={info} name="bpm-form-info" layout="vertical" initialValues={initial ? { name: initial.name, status: initial.status, remark: initial.remark ?? '' } : { status: 0 }}>
              <TextItem name="name" label={t('bpmFormDesign.name')} required max={64} />
              <DictRadioItem label={t('bpmFormDesign.status')} required />
              <RemarkItem max={255} rows={2} />
            </Form>
          </>
        }
      />
      <DesignerFooter>
        <Button onClick={() => void navigate(LIST)}>{t('bpmFormDesign.back')}</Button>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {t('bpmFormDesign.save')}
        </Button>
      </DesignerFooter>
    </Card>
  );
}
