import { Col, Form, Input, InputNumber, Radio, Row, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { toTreeSelect } from '../../../shared/utils/tree-select';
import { withDescendants } from '../../../shared/utils/tree';
import type { Menu, MenuInput } from './menu-api';
import { MENU_TYPE, menuPathProblem } from './menu-rules';
import { IconPicker } from './icon-picker';

interface MenuFormProps {
  open: boolean;
  /** The menu being edited, or the defaults of a new one (parentId for 新增 on a row). */
  editing: Menu | null;
  parentId: number;
  menus: readonly Menu[];
  saving: boolean;
  onSubmit(values: MenuInput): void;
  onCancel(): void;
}

type Values = MenuInput;

export function MenuForm({ open, editing, parentId, menus, saving, onSubmit, onCancel }: MenuFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? MENU_TYPE.DIR;
  const menuTypes = useDictOptions(DICT_TYPE.SYSTEM_MENU_TYPE);
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);

  // Buttons cannot be parents; a menu cannot move under itself or its descendants.
  const blocked = editing ? withDescendants(menus, editing.id) : new Set<number>();
  const parents = menus.filter((menu) => menu.type !== MENU_TYPE.BUTTON);
  const parentTree = [{ value: 0, title: t('menu.root'), children: toTreeSelect(parents, blocked) }];

  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });

  return (
    <ModalForm<Values>
      open={open}
      title={editing ? t('menu.editTitle') : t('menu.add')}
      form={form}
      name="menu-form"
      width={680}
      labelWidth={110}
      saving={saving}
      values={
        editing
          ? { ...editing, component: editing.component ?? '', icon: editing.icon === '#' ? '' : editing.icon }
          : { parentId, type: MENU_TYPE.DIR, sort: 0, status: 0, visible: true, keepAlive: true, icon: '', path: '', component: '', permission: '' }
      }
      onCancel={onCancel}
      onSubmit={(values) => {
        const button = values.type === MENU_TYPE.BUTTON;
        onSubmit({
          ...values,
          id: editing?.id,
          name: values.name.trim(),
          path: button ? '' : (values.path ?? '').trim(),
          icon: button ? '' : values.icon ?? '',
          component: values.type === MENU_TYPE.MENU ? (values.component ?? '').trim() : '',
          permission: values.type === MENU_TYPE.DIR ? '' : (values.permission ?? '').trim(),
          visible: button ? true : values.visible,
          keepAlive: values.type === MENU_TYPE.MENU ? values.keepAlive : true,
        });
      }}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={t('menu.parent')} rules={[{ required: true, message: t('common.required', { field: t('menu.parent') }) }]}>
            <TreeSelect showSearch={{ treeNodeFilterProp: 'title' }} treeData={parentTree} treeDefaultExpandedKeys={[0]} placeholder={t('common.pleaseSelect', { field: t('menu.parent') })} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="type" label={t('menu.type')}>
            <Radio.Group options={menuTypes} />
          </Form.Item>
        </Col>
        {type !== MENU_TYPE.BUTTON && (
          <Col span={24}>
            <Form.Item name="icon" label={t('menu.menuIcon')}>
              <IconPicker />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('menu.name')} rules={[required(t('menu.name')), { max: 50, message: t('common.maxLength', { field: t('menu.name'), max: 50 }) }]}>
            <Input placeholder={t('common.pleaseEnter', { field: t('menu.name') })} maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('menu.displaySort')} rules={[{ required: true, message: t('common.required', { field: t('menu.displaySort') }) }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {type !== MENU_TYPE.BUTTON && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="path"
              label={t('menu.path')}
              tooltip={t('menu.pathHelp')}
              dependencies={['parentId', 'type']}
              required
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const problem = menuPathProblem(value, form.getFieldValue('parentId') as number, form.getFieldValue('type') as number);
                    if (problem === 'required') return Promise.reject(new Error(t('common.required', { field: t('menu.path') })));
                    if (problem === 'rootSlash') return Promise.reject(new Error(t('menu.pathRootSlash')));
                    if (problem === 'childSlash') return Promise.reject(new Error(t('menu.pathChildSlash')));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <Input placeholder={t('common.pleaseEnter', { field: t('menu.path') })} maxLength={200} />
            </Form.Item>
          </Col>
        )}
        {type === MENU_TYPE.MENU && (
          <Col xs={24} sm={12}>
            <Form.Item name="component" label={t('menu.component')} tooltip={t('menu.componentHelp')}>
              <Input placeholder={t('common.pleaseEnter', { field: t('menu.component') })} maxLength={255} />
            </Form.Item>
          </Col>
        )}
        {type !== MENU_TYPE.DIR && (
          <Col xs={24} sm={12}>
            <Form.Item name="permission" label={t('menu.permission')} tooltip={t('menu.permissionHelp')}>
              <Input placeholder={t('common.pleaseEnter', { field: t('menu.permission') })} maxLength={50} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('menu.status')} rules={[{ required: true, message: t('common.required', { field: t('menu.status') }) }]}>
            <Radio.Group options={statuses} />
          </Form.Item>
        </Col>
        {type !== MENU_TYPE.BUTTON && (
          <Col xs={24} sm={12}>
            <Form.Item name="visible" label={t('menu.visible')}>
              <Radio.Group
                options={[
                  { value: true, label: t('menu.show') },
                  { value: false, label: t('menu.hide') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        {type === MENU_TYPE.MENU && (
          <Col xs={24} sm={12}>
            <Form.Item name="keepAlive" label={t('menu.keepAlive')}>
              <Radio.Group
                options={[
                  { value: true, label: t('menu.cache') },
                  { value: false, label: t('menu.noCache') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </ModalForm>
  );
}
