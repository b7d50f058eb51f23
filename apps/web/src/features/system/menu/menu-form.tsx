import { Col, Form, Input, Radio, Row, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DictRadioItem, SortItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toTreeSelect } from '@/shared/utils/tree-select';
import { withDescendants } from '@/shared/utils/tree';
import type { Menu, MenuInput } from './menu-api';
import { MENU_TYPE, menuPathProblem } from './menu-rules';
import { IconPicker } from './icon-picker';

interface MenuFormProps {
  /** The menu being edited, or a new one under `preset.parentId` (新增 on a row). */
  dialog: EditDialog<Menu, MenuInput>;
  /** Every menu, for the parent picker. */
  menus: readonly Menu[];
}

type Values = MenuInput;

export function MenuForm({ dialog, menus }: MenuFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? MENU_TYPE.DIR;
  const rule = useFieldRules();
  const editing = dialog.editing;

  // Buttons cannot be parents; a menu cannot move under itself or its descendants.
  const blocked = editing ? withDescendants(menus, editing.id) : new Set<number>();
  const parents = menus.filter((menu) => menu.type !== MENU_TYPE.BUTTON);
  const parentTree = [{ value: 0, title: t('menu.root'), children: toTreeSelect(parents, blocked) }];

  return (
    <ModalForm<Values>
      dialog={dialog}
      title={editing ? t('menu.editTitle') : t('menu.add')}
      form={form}
      name="menu-form"
      width={680}
      labelWidth={110}
      values={
        editing
          ? { ...editing, component: editing.component ?? '', icon: editing.icon === '#' ? '' : editing.icon }
          : { parentId: dialog.preset.parentId ?? 0, type: MENU_TYPE.DIR, sort: 0, status: 0, visible: true, keepAlive: true, icon: '', path: '', component: '', permission: '' }
      }
      onSubmit={(values) => {
        const button = values.type === MENU_TYPE.BUTTON;
        dialog.save({
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
          <Form.Item name="parentId" label={t('menu.parent')} rules={[rule.chosen(t('menu.parent'))]}>
            <TreeSelect showSearch={{ treeNodeFilterProp: 'title' }} treeData={parentTree} treeDefaultExpandedKeys={[0]} placeholder={t('common.pleaseSelect', { field: t('menu.parent') })} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <DictRadioItem name="type" label={t('menu.type')} dictType={DICT_TYPE.SYSTEM_MENU_TYPE} />
        </Col>
        {type !== MENU_TYPE.BUTTON && (
          <Col span={24}>
            <Form.Item name="icon" label={t('menu.menuIcon')}>
              <IconPicker />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <TextItem name="name" label={t('menu.name')} required max={50} />
        </Col>
        <Col xs={24} sm={12}>
          <SortItem label={t('menu.displaySort')} />
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
            <TextItem name="component" label={t('menu.component')} tooltip={t('menu.componentHelp')} max={255} />
          </Col>
        )}
        {type !== MENU_TYPE.DIR && (
          <Col xs={24} sm={12}>
            <TextItem name="permission" label={t('menu.permission')} tooltip={t('menu.permissionHelp')} max={50} />
          </Col>
        )}
        <Col xs={24} sm={12}>
          <DictRadioItem label={t('menu.status')} required />
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
