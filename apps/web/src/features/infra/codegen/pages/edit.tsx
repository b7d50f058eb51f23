import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Form, Row, Spin, Tabs, TreeSelect, type FormRule } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DictSelectItem, RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useMenuOptions } from '@/shared/lookups/system-lookups';
import { usePageTab } from '@/shared/routing/page-tabs';
import { toast } from '@/shared/ui/feedback';
import { toTreeSelect } from '@/shared/utils/tree-select';
import { CodegenScene } from '@console/contracts/codes';
import { codegenApi } from '../codegen-api';
import { ColumnsTable } from '../components/columns-table';
import { tabOfField, toEditValues, toUpdateBody, type EditTab, type EditValues } from '../edit-form';
import { CODEGEN_LIST_PATH, CODEGEN_QUERY_KEY } from '../routes';
import '../codegen.css';
import '../texts';

/** 修改生成配置 (/infra/codegen/edit/:tableId): a table's settings, its columns and what to generate. */
export default function CodegenEditPage() {
  const { t, i18n } = useTranslation();
  const tableId = Number(useParams().tableId);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  const [tab, setTab] = useState<EditTab>('columns');
  const detail = useQuery({ queryKey: [...CODEGEN_QUERY_KEY, 'detail', tableId], queryFn: () => codegenApi.detail(tableId) });
  const menus = useMenuOptions();
  const menuTree = useMemo(() => toTreeSelect(menus.data ?? []), [menus.data]);
  const pageTab = usePageTab(detail.data ? t('codegen.tabTitle', { name: detail.data.table.tableName }) : undefined);
  const scene = Form.useWatch('scene', form);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(toEditValues(detail.data));
  }, [detail.data, form]);

  const backToList = async () => {
    // The list is kept alive behind its tab: refetch it even while it is not shown.
    await queryClient.invalidateQueries({ queryKey: CODEGEN_QUERY_KEY, refetchType: 'all' });
    pageTab.closeAndOpen(CODEGEN_LIST_PATH);
  };

  const saving = useMutation({
    mutationFn: codegenApi.update,
    onSuccess: async () => {
      toast.success(t('codegen.updateSuccess'));
      await backToList();
    },
  });

  /** A field failed: say so, and show the tab and the field (every tab is rendered, so it is there at once). */
  const showFailure = ({ errorFields }: { errorFields: Array<{ name: (string | number)[] }> }) => {
    toast.error(t('codegen.validateFailed'));
    const first = errorFields[0];
    if (!first) return;
    setTab(tabOfField(first.name));
    form.scrollToField(first.name, { block: 'center' });
  };

  const rule = (message: string, pattern: RegExp): FormRule => ({ pattern, message });
  const lower = (field: string) => rule(t('codegen.lowerIdentifier', { field }), /^[a-z][a-z0-9]*$/);
  const parentMenuRequired: FormRule = {
    validator: (_rule, value: number | null | undefined) =>
      Number(scene) === CodegenScene.ADMIN && (value === null || value === undefined)
        ? Promise.reject(new Error(t('common.required', { field: t('codegen.parentMenu') })))
        : Promise.resolve(),
  };
  const classNameRule = rule(t('codegen.upperIdentifier', { field: t('codegen.genClassName') }), /^[A-Z][A-Za-z0-9]*$/);
  const labelsAbove = i18n.language === 'en-US';
  const half = (node: React.ReactNode) => (
    <Col xs={24} md={12}>
      {node}
    </Col>
  );

  if (detail.isLoading || !detail.data)
    return (
      <Card variant="borderless" className="page-card">
        <div className="codegen-preview-loading">
          <Spin />
        </div>
      </Card>
    );

  return (
    <Card variant="borderless" className="page-card codegen-edit">
      <Form<EditValues>
        form={form}
        name="codegen-edit"
        layout={labelsAbove ? 'vertical' : 'horizontal'}
        labelCol={labelsAbove ? undefined : { flex: '110px' }}
        labelWrap
        onFinish={(values) => saving.mutate(toUpdateBody(detail.data.table, detail.data.columns, values))}
        onFinishFailed={showFailure}
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as EditTab)}
          items={[
            {
              key: 'basic',
              label: t('codegen.basicInfo'),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  {half(<TextItem name="tableName" label={t('codegen.tableName')} required max={200} />)}
                  {half(<TextItem name="tableComment" label={t('codegen.tableComment')} required max={500} />)}
                  {half(<TextItem name="className" label={t('codegen.entityClassName')} required max={100} rules={[classNameRule]} tooltip={t('codegen.classNameTip')} />)}
                  {half(<TextItem name="author" label={t('codegen.author')} required max={50} />)}
                  <Col span={24}>
                    <RemarkItem />
                  </Col>
                </Row>
              ),
            },
            { key: 'columns', label: t('codegen.columnInfo'), forceRender: true, children: <ColumnsTable columns={detail.data.columns} /> },
            {
              key: 'gen',
              label: t('codegen.genInfo'),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  {half(<DictSelectItem name="templateType" label={t('codegen.templateType')} dictType={DICT_TYPE.INFRA_CODEGEN_TEMPLATE_TYPE} required />)}
                  {half(<DictSelectItem name="scene" label={t('codegen.scene')} dictType={DICT_TYPE.INFRA_CODEGEN_SCENE} required tooltip={t('codegen.sceneTip')} />)}
                  {half(<TextItem name="moduleName" label={t('codegen.moduleName')} required max={30} rules={[lower(t('codegen.moduleName'))]} tooltip={t('codegen.moduleNameTip')} />)}
                  {half(<TextItem name="businessName" label={t('codegen.businessName')} required max={30} rules={[lower(t('codegen.businessName'))]} tooltip={t('codegen.businessNameTip')} />)}
                  {half(<TextItem name="className" label={t('codegen.genClassName')} required max={100} rules={[classNameRule]} tooltip={t('codegen.classNameTip')} />)}
                  {half(<TextItem name="classComment" label={t('codegen.classComment')} required max={50} tooltip={t('codegen.classCommentTip')} />)}
                  {half(
                    <Form.Item
                      name="parentMenuId"
                      label={t('codegen.parentMenu')}
                      tooltip={t('codegen.parentMenuTip')}
                      rules={[parentMenuRequired]}
                      dependencies={['scene']}
                      required={Number(scene) === CodegenScene.ADMIN}
                    >
                      <TreeSelect
                        allowClear
                        showSearch={{ treeNodeFilterProp: 'title' }}
                        treeData={menuTree}
                        loading={menus.isLoading}
                        placeholder={t('common.pleaseSelect', { field: t('codegen.parentMenu') })}
                      />
                    </Form.Item>,
                  )}
                </Row>
              ),
            },
          ]}
        />
        <div className="codegen-edit-actions">
          <Button type="primary" htmlType="submit" loading={saving.isPending}>
            {t('codegen.submit')}
          </Button>
          <Button onClick={() => pageTab.closeAndOpen(CODEGEN_LIST_PATH)}>{t('common.back')}</Button>
        </div>
      </Form>
    </Card>
  );
}
