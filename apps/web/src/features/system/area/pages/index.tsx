import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { CrudList } from '@/shared/components/crud/crud-list';
import { useCrudList } from '@/shared/components/crud/use-crud-page';
import { areaApi, type Area } from '../area-api';
import { AreaIpDialog } from './ip-dialog';
import '../texts';

/** 地区管理 (component system/area/index): the region tree (closed at first; ~3,600 rows) and the IP lookup. */
export default function AreaPage() {
  const { t } = useTranslation();
  const crud = useCrudList<Area>({ queryKey: ['system', 'area'], fetchList: areaApi.tree });
  const [lookingUp, setLookingUp] = useState(false);

  const columns: TableColumnsType<Area> = [
    { title: t('area.id'), dataIndex: 'id', width: 280 },
    { title: t('area.name'), dataIndex: 'name', ellipsis: true },
  ];

  return (
    <CrudList
      crud={crud}
      toolbar={
        <Button type="primary" ghost icon={<SearchOutlined />} onClick={() => setLookingUp(true)}>
          {t('area.ipLookup')}
        </Button>
      }
      columns={columns}
    >
      <AreaIpDialog open={lookingUp} onClose={() => setLookingUp(false)} />
    </CrudList>
  );
}
