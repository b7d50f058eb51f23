import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckTree } from '@/shared/components/crud/check-tree';
import { LoadSaveDialog } from '@/shared/components/crud/load-save-dialog';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useDeptOptions } from '@/shared/lookups/system-lookups';
import { DATA_SCOPE_CUSTOM, roleApi, type Role } from './role-api';

interface DataScope {
  dataScope: number;
  deptIds: number[];
}

/** 分配数据权限: scope from system_data_scope; with 2 (custom) a dept tree with checkboxes. */
export function DataScopeDialog({ role, onClose, onSaved }: { role: Role | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const scopes = useDictOptions(DICT_TYPE.SYSTEM_DATA_SCOPE);
  const depts = useDeptOptions(!!role);
  return (
    <LoadSaveDialog<Role, DataScope>
      subject={role}
      title={t('role.assignDataScope')}
      name="role-data-scope"
      identity={(subject) => [[t('role.name'), subject.name], [t('role.code'), subject.code]]}
      empty={{ dataScope: 1, deptIds: [] }}
      load={(subject) => ({ dataScope: subject.dataScope, deptIds: subject.dataScopeDeptIds ?? [] })}
      save={(subject, { dataScope, deptIds }) => roleApi.assignDataScope(subject.id, dataScope, dataScope === DATA_SCOPE_CUSTOM ? deptIds : [])}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(scope, setScope) => (
        <>
          <Form.Item label={t('role.dataScope')} htmlFor="role-data-scope-select">
            <Select id="role-data-scope-select" value={scope.dataScope} onChange={(dataScope: number) => setScope({ ...scope, dataScope })} options={scopes} />
          </Form.Item>
          {scope.dataScope === DATA_SCOPE_CUSTOM && (
            <Form.Item label={t('role.depts')}>
              <CheckTree rows={depts.data ?? []} value={scope.deptIds} onChange={(deptIds) => setScope({ ...scope, deptIds })} linkageToggle ariaLabel={t('role.depts')} />
            </Form.Item>
          )}
        </>
      )}
    </LoadSaveDialog>
  );
}
