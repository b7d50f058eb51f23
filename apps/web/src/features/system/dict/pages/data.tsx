import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
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
import { dictDataApi, dictTypeApi, type DictData, type DictDataInput, type DictDataQuery } from '../dict-api';
import { DictDataForm } from '../dict-data-form';
import { toast, confirm } from '../../../../shared/ui/feedback';

interface SearchValues {
  dictType?: string;
  label?: string;
  status?: number;
}

const TAG_COLORS: Record<string, string> = { primary: 'processing', success: 'success', info: 'default', warning: 'warning', danger: 'error' };

/** 字典数据: the entries of one dictionary type (/dict/type/data/:dictId). */
export default function DictDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dictId = Number(useParams().dictId);
  const [searchForm] = Form.useForm<SearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<SearchValues>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DictData | null>(null);
  const [exporting, setExporting] = useState(false);
  const statuses = useDictDatas(DICT_TYPE.COMMON_STATUS);

  const typeQuery = useQuery({ queryKey: ['system', 'dict-type', 'get', dictId], queryFn: () => dictTypeApi.get(dictId) });
  const allTypes = useQuery({ queryKey: ['system', 'dict-type', 'list-all-simple'], queryFn: dictTypeApi.listAllSimple });
  const defaultType = typeQuery.data?.type;

  useEffect(() => {
    if (!defaultType) return;
    searchForm.setFieldsValue({ dictType: defaultType });
    setFilters((current) => (current.dictType ? current : { ...current, dictType: defaultType }));
  }, [defaultType, searchForm]);

  const query: DictDataQuery = { ...filters, ...paging };
  const { data, isFetching, refetch } = useQuery({
    queryKey: ['system', 'dict-data', 'page', query],
    queryFn: () => dictDataApi.page(query),
    enabled: !!filters.dictType,
    placeholderData: keepPreviousData,
  });

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: ['system', 'dict-data'] });
    void useDictStore.getState().load();
  };

  const save = useMutation({
    mutationFn: (values: DictDataInput): Promise<unknown> => (values.id ? dictDataApi.update(values) : dictDataApi.create(values)),
    onSuccess: async (_result, values) => {
      toast.success(values.id ? t('common.updateSuccess') : t('common.createSuccess'));
      setFormOpen(false);
      await afterChange();
    },
  });

  const confirmDelete = (row: DictData) => {
    confirm({
      title: t('common.systemNotice'),
      content: t('common.confirmDelete', { name: `${t('dict.dataId')}"${row.id}"` }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await dictDataApi.remove(row.id);
        toast.success(t('common.deleteSuccess'));
        await afterChange();
      },
    });
  };

  const confirmExport = () => {
    confirm({
      title: t('common.systemNotice'),
      content: t('common.confirmExport', { name: t('dict.exportDataName') }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setExporting(true);
        try {
          saveDownload(await dictDataApi.export(filters), '字典数据.xls');
        } finally {
          setExporting(false);
        }
      },
    });
  };

  const search = () => {
    const values = searchForm.getFieldsValue();
    setFilters({ dictType: values.dictType, label: values.label?.trim() || undefined, status: values.status });
    setPaging((current) => ({ ...current, pageNo: 1 }));
  };

  const columns: TableColumnsType<DictData> = [
    { title: t('dict.dataId'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('dict.label'), dataIndex: 'label', ellipsis: true },
    { title: t('dict.value'), dataIndex: 'value', ellipsis: true },
    { title: t('dict.sort'), dataIndex: 'sort', width: 90, align: 'center' },
    { title: t('common.status'), dataIndex: 'status', width: 90, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} /> },
    {
      title: t('dict.colorType'),
      dataIndex: 'colorType',
      width: 110,
      align: 'center',
      render: (color: string | null) => (color ? <Tag color={TAG_COLORS[color]}>{color}</Tag> : null),
    },
    { title: t('dict.cssClass'), dataIndex: 'cssClass', width: 110, ellipsis: true },
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
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
        <Form form={searchForm} layout="inline" className="search-form" onFinish={search} name="dict-data-search">
          <Form.Item name="dictType" label={t('dict.name')}>
            <Select style={{ width: 200 }} showSearch={{ optionFilterProp: 'label' }} options={(allTypes.data ?? []).map((type) => ({ value: type.type, label: type.name }))} />
          </Form.Item>
          <Form.Item name="label" label={t('dict.label')}>
            <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dict.label') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses.map((entry) => ({ value: Number(entry.value), label: entry.label }))} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  searchForm.resetFields();
                  searchForm.setFieldsValue({ dictType: defaultType });
                  search();
                }}
              >
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <TableToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch((value) => !value)} onRefresh={() => void refetch()}>
        <Auth permissions={['system:dict:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} disabled={!filters.dictType} onClick={() => { setEditing(null); setFormOpen(true); }}>
            {t('common.create')}
          </Button>
        </Auth>
        <Auth permissions={['system:dict:export']}>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={confirmExport} style={{ color: '#fa8c16', borderColor: '#ffd591' }}>
            {t('common.export')}
          </Button>
        </Auth>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/dict')}>
          {t('common.back')}
        </Button>
      </TableToolbar>
      <Table<DictData> rowKey="id" columns={columns} dataSource={data?.list ?? []} loading={isFetching || typeQuery.isLoading} pagination={false} scroll={{ x: 1100 }} />
      <Pagination total={data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} hidden={!data || data.total === 0} />
      <DictDataForm
        open={formOpen}
        dictType={filters.dictType ?? defaultType ?? ''}
        editing={editing}
        saving={save.isPending}
        onCancel={() => setFormOpen(false)}
        onSubmit={(values) => save.mutate(values)}
      />
    </Card>
  );
}
