import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckTree } from '../../../shared/components/crud/check-tree';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { useDeptOptions } from '../../../shared/lookups/system-lookups';
import { toast } from '../../../shared/ui/feedback';
import { DATA_SCOPE_CUSTOM, roleApi, type Role } from './role-api';

/** 分配数据权限: scope from system_data_scope; with 2 (custom) a dept tree with checkboxes. */
export function DataScopeDialog({ role, onClose, onSaved }: { role: Role | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const scopes = useDictOptions(DICT_TYPE.SYSTEM_DATA_SCOPE);
  const depts = useDeptOptions(!!role);
  const [dataScope, setDataScope] = useState<number>(1);
  const [deptIds, setDeptIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    setDataScope(role.dataScope);
    setDeptIds(role.dataScopeDeptIds ?? []);
  }, [role]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await roleApi.assignDataScope(role.id, dataScope, dataScope === DATA_SCOPE_CUSTOM ? deptIds : []);
      toast.success(t('common.updateSuccess'));
      onSaved();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!role}
      title={t('role.assignDataScope')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      maskClosable={false}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Form labelCol={{ flex: '88px' }} name="role-data-scope">
        <Form.Item label={t('role.name')}>
          <Input value={role?.name} disabled />
        </Form.Item>
        <Form.Item label={t('role.code')}>
          <Input value={role?.code} disabled />
        </Form.Item>
        <Form.Item label={t('role.dataScope')} htmlFor="role-data-scope-select">
          <Select id="role-data-scope-select" value={dataScope} onChange={setDataScope} options={scopes} />
        </Form.Item>
        {dataScope === DATA_SCOPE_CUSTOM && (
          <Form.Item label={t('role.depts')}>
            <CheckTree rows={depts.data ?? []} value={deptIds} onChange={setDeptIds} linkageToggle ariaLabel={t('role.depts')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
