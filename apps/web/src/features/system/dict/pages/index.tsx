import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { Dayjs } from 'dayjs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../../shared/auth/auth-guard';
import { DictTag } from '../../../../shared/components/dict-tag';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../../shared/components/pagination';
import { TableToolbar } from '../../../../shared/components/table-toolbar';
import { useDictDatas, useDictStore } from '../../../../shared/dict/dict-store';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { saveDownload } from '../../../../shared/api/download';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { dictTypeApi, type DictType, type DictTypeInput, type DictTypeQuery } from '../dict-api';
import { DictTypeForm } from '../dict-type-form';
import { toast, confirm } from '../../../../shared/ui/feedback';

interface SearchValues {
  name?: string;
  type?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): Omit<DictTypeQuery, 'pageNo' | 'pageSize'> {
  return { name: values.name?.trim() || undefined, type: values.type?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 字典管理: dictionary types (component system/dict/index). */
export default function DictTypePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<SearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<Omit<DictTypeQuery, 'pageNo' | 'pageSize'>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DictType | null>(null);
  const [exporting, setExporting] = useState(false);
  const statuses = useDictDatas(DICT_TYPE.COMMON_STATUS);

  const query = { ...filters, ...paging };
  const { data, isFetching, refetch } = useQuery({
    queryKey: ['system', 'dict-type', 'page', query],
    queryFn: () => dictTypeApi.page(query),
    placeholderData: keepPreviousData,
  });

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: ['system', 'dict-type'] });
    void useDictStore.getState().load();
  };

  const save = useMutation({
    mutationFn: (values: DictTypeInput): Promise<unknown> => (values.id ? dictTypeApi.update(values) : dictTypeApi.create(values)),
    onSuccess: async (_result, values) => {
      toast.success(values.id ? t('common.updateSuccess') : t('common.createSuccess'));
      setFormOpen(false);
      await afterChange();
    },
  });

  const confirmDelete = (row: DictType) => {
    confirm({
      title: t('common.systemNotice'),
      content: t('common.confirmDelete', { name: `${t('dict.id')}"${row.id}"` }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await dictTypeApi.remove(row.id);
        toast.success(t('common.deleteSuccess'));
        await afterChange();
      },
    });
  };

  const confirmExport = () => {
    confirm({
      title: t('common.systemNotice'),
      content: t('common.confirmExport', { name: t('dict.exportTypeName') }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setExporting(true);
        try {
          saveDownload(await dictTypeApi.export(filters), '字典类型.xls');
        } finally {
          setExporting(false);
        }
      },
    });
  };

  const search = () => {
    setFilters(toFilters(searchForm.getFieldsValue()));
    setPaging((current) => ({ ...current, pageNo: 1 }));
  };

  const columns: TableColumnsType<DictType> = [
    { title: t('dict.id'), dataIndex: 'id', width: 100, align: 'center' },
    { title: t('dict.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('dict.type'),
      dataIndex: 'type',
      ellipsis: true,
      render: (type: string, row) => (
        <Link to={`/dict/type/data/${row.id}`} className="dict-type-link">
          {type}
        </Link>
      ),
    },
    { title: t('common.status'), dataIndex: 'status', width: 90, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} /> },
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      render: (_value, row) => (
        <Space size={0}>
          <Auth permissions={['system:dict:update']}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => { setEditing(row); setFormOpen(true); }}>
              {t('common.edit')}
            </Button>
          </Auth>
          <Auth permissions={['system:dict:delete']}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(row)}>
              {t('common.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" className="page-card">
      {showSearch && (
        <Form form={searchForm} layout="inline" className="search-form" onFinish={search} name="dict-type-search">
          <Form.Item name="name" label={t('dict.name')}>
            <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dict.name') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="type" label={t('dict.type')}>
            <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dict.type') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses.map((entry) => ({ value: Number(entry.value), label: entry.label }))} />
          </Form.Item>
          <Form.Item name="createTime" label={t('common.createTime')}>
            <DatePicker.RangePicker placeholder={[t('common.startDate'), t('common.endDate')]} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={() => { searchForm.resetFields(); search(); }}>
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <TableToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch((value) => !value)} onRefresh={() => void refetch()}>
        <Auth permissions={['system:dict:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => { setEditing(null); setFormOpen(true); }}>
            {t('common.create')}
          </Button>
        </Auth>
        <Auth permissions={['system:dict:export']}>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={confirmExport} style={{ color: '#fa8c16', borderColor: '#ffd591' }}>
            {t('common.export')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<DictType> rowKey="id" columns={columns} dataSource={data?.list ?? []} loading={isFetching} pagination={false} scroll={{ x: 900 }} />
      <Pagination total={data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} hidden={!data || data.total === 0} />
      <DictTypeForm open={formOpen} editing={editing} saving={save.isPending} onCancel={() => setFormOpen(false)} onSubmit={(values) => save.mutate(values)} />
    </Card>
  );
}
