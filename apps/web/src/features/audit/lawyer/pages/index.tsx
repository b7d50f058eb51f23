import { lazy, Suspense, useMemo, useState } from 'react';
import { Badge, Button, Card, Form, Input, Select, Space, Table, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '@/shared/components/date-range-field';
import { LawyerStatus, PROVINCES } from '@console/contracts/lawyer';
import { Auth } from '@/shared/auth/auth-guard';
import { usePermission } from '@/shared/auth/use-permission';
import { DictTag } from '@/shared/components/dict-tag';
import { Pagination } from '@/shared/components/pagination';
import { SearchForm } from '@/shared/components/crud/search-form';
import { RightToolbar } from '@/shared/components/crud/right-toolbar';
import { useColumnChooser } from '@/shared/components/crud/use-column-chooser';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { countsQueryKey, LAWYER_QUERY_KEY, lawyerApi, type Lawyer, type LawyerFilters } from '../lawyer-api';
import { useDecisions } from '../components/use-decisions';
import { SpecialtyTags } from '../components/specialty-tags';
import '../lawyer.css';
import { tableScrollX } from '@/shared/components/crud/table-width';

// Opened on demand: the landing page paints without them.
const LawyerDrawer = lazy(() => import('../components/lawyer-drawer'));
const RegisterModal = lazy(() => import('../components/register-modal'));

/** The search form holds the filters, with the submit-time range as picked dates (the status is the tab). */
type SearchValues = Omit<LawyerFilters, 'status' | 'submitTime'> & { submitTime?: [Dayjs | null, Dayjs | null] | null };

const trimmed = (value?: string) => value?.trim() || undefined;

function toFilters(values: SearchValues): LawyerFilters {
  return {
    name: trimmed(values.name),
    mobile: trimmed(values.mobile),
    licenceNo: trimmed(values.licenceNo),
    lawFirm: trimmed(values.lawFirm),
    province: values.province,
    city: trimmed(values.city),
    specialty: values.specialty,
    submitTime: toCreateTimeRange(values.submitTime),
  };
}

const TAB_KEYS = ['pending', 'approved', 'rejected', 'all'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const STATUS_OF_TAB: Record<TabKey, number | undefined> = { pending: LawyerStatus.PENDING, approved: LawyerStatus.APPROVED, rejected: LawyerStatus.REJECTED, all: undefined };
const tabOf = (status: number | undefined): TabKey => TAB_KEYS.find((key) => STATUS_OF_TAB[key] === status) ?? 'all';

/** 律师审核 (component audit/lawyer/index): the landing page, a queue of lawyer applications to decide. */
export default function LawyerAuditPage() {
  const { t, i18n } = useTranslation();
  const { hasPermi } = usePermission();
  const canAudit = hasPermi(['audit:lawyer:audit']);
  const crud = useCrudPage<Lawyer, LawyerFilters, SearchValues>({
    queryKey: LAWYER_QUERY_KEY,
    fetchPage: lawyerApi.page,
    toFilters,
    initialFilters: { status: LawyerStatus.PENDING },
  });
  const { status, ...otherFilters } = crud.filters;
  const counts = useQuery({
    queryKey: countsQueryKey(otherFilters),
    queryFn: () => lawyerApi.counts(otherFilters),
    placeholderData: keepPreviousData,
  });
  const specialties = useDictOptions(DICT_TYPE.LAWYER_SPECIALTY, true);
  const provinces = useMemo(() => PROVINCES.map((value) => ({ value, label: value })), []);
  const [selected, setSelected] = useState<Lawyer[]>([]);
  const [drawerId, setDrawerId] = useState<number | null>(null);
  const [registering, setRegistering] = useState(false);
  const decisions = useDecisions(() => setSelected([]));

  const switchTab = (key: string) => {
    setSelected([]);
    crud.patchFilters({ status: STATUS_OF_TAB[key as TabKey] });
  };
  const reset = () => {
    crud.reset();
    crud.patchFilters({ status });
  };

  const tabCount = (key: TabKey) => {
    const data = counts.data;
    if (!data) return undefined;
    return key === 'all' ? data.pending + data.approved + data.rejected : data[key];
  };

  const columns: TableColumnsType<Lawyer> = [
    {
      title: t('lawyer.name'),
      dataIndex: 'name',
      width: 120,
      fixed: 'left',
      render: (name: string, row) => (
        <a className="lawyer-name" onClick={() => setDrawerId(row.id)}>
          {name}
        </a>
      ),
    },
    { title: t('lawyer.sex'), dataIndex: 'sex', width: 70, align: 'center', render: (sex: number) => <DictTag type={DICT_TYPE.SYSTEM_USER_SEX} value={sex} /> },
    { title: t('lawyer.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('lawyer.licenceNo'), dataIndex: 'licenceNo', width: 170, render: (value: string) => <span className="lawyer-mono">{value}</span> },
    { title: t('lawyer.lawFirm'), dataIndex: 'lawFirm', ellipsis: true, width: 200 },
    { title: t('lawyer.region'), key: 'region', width: 150, ellipsis: true, render: (_value, row) => `${row.province} ${row.city}` },
    {
      title: t('lawyer.practiceYears'),
      dataIndex: 'practiceStartYear',
      width: 100,
      align: 'center',
      render: (year: number) => (
        <Tooltip title={`${t('lawyer.practiceStartYear')}: ${year}`}>{t('lawyer.yearsValue', { count: Math.max(0, new Date().getFullYear() - year) })}</Tooltip>
      ),
    },
    { title: t('lawyer.specialties'), dataIndex: 'specialties', width: 200, render: (values: string[]) => <SpecialtyTags values={values} /> },
    {
      title: t('lawyer.submitTime'),
      dataIndex: 'submitTime',
      width: 180,
      align: 'center',
      render: (value: number, row) => (
        <Space size={4}>
          {formatDateTime(value)}
          {row.submitCount > 1 && (
            <Tooltip title={t('lawyer.submitCount', { count: row.submitCount })}>
              <Tag color="purple" className="lawyer-resubmit">
                ×{row.submitCount}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('lawyer.status'), dataIndex: 'status', width: 90, align: 'center', render: (value: number) => <DictTag type={DICT_TYPE.LAWYER_AUDIT_STATUS} value={value} /> },
    { title: t('lawyer.auditor'), dataIndex: 'auditUserName', width: 110, ellipsis: true, render: (value: string | null) => value ?? '' },
    { title: t('lawyer.auditTime'), dataIndex: 'auditTime', width: 170, align: 'center', render: (value: number | null) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      // English labels are longer: three actions need 280 px to stay on one line.
      width: canAudit ? (i18n.language === 'en-US' ? 280 : 240) : 100,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction icon={<EyeOutlined />} onClick={() => setDrawerId(row.id)}>
            {t('lawyer.view')}
          </RowAction>
          {row.status === LawyerStatus.PENDING && (
            <>
              <RowAction permission="audit:lawyer:audit" icon={<CheckOutlined />} onClick={() => decisions.approve(row)}>
                {t('lawyer.approve')}
              </RowAction>
              <RowAction permission="audit:lawyer:audit" icon={<CloseOutlined />} danger onClick={() => decisions.reject([row])}>
                {t('lawyer.reject')}
              </RowAction>
            </>
          )}
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const showSelection = canAudit && status === LawyerStatus.PENDING;

  return (
    <Card variant="borderless" className="page-card lawyer-page">
      <SearchForm form={crud.searchForm} name="lawyer-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={reset}>
        <Form.Item name="name" label={t('lawyer.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('lawyer.name') })} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="mobile" label={t('lawyer.mobile')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('lawyer.mobile') })} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="licenceNo" label={t('lawyer.licenceNo')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('lawyer.licenceNo') })} style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="lawFirm" label={t('lawyer.lawFirm')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('lawyer.lawFirm') })} style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="province" label={t('lawyer.province')}>
          <Select allowClear showSearch placeholder={t('common.pleaseSelect', { field: t('lawyer.province') })} style={{ width: 160 }} options={provinces} />
        </Form.Item>
        <Form.Item name="city" label={t('lawyer.city')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('lawyer.city') })} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="specialty" label={t('lawyer.specialties')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('lawyer.specialties') })} style={{ width: 160 }} options={specialties} />
        </Form.Item>
        <Form.Item name="submitTime" label={t('lawyer.submitTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <Tabs
        className="lawyer-tabs"
        activeKey={tabOf(status)}
        onChange={switchTab}
        items={TAB_KEYS.map((key) => ({
          key,
          label: (
            <span data-testid={`lawyer-tab-${key}`}>
              {t(`lawyer.tabs.${key}`)}
              <Badge
                className="lawyer-tab-count"
                count={tabCount(key) ?? 0}
                showZero
                overflowCount={9999}
                color={key === 'pending' ? 'var(--ant-color-warning)' : key === 'rejected' ? 'var(--ant-color-error)' : key === 'approved' ? 'var(--ant-color-success)' : 'var(--ant-color-text-tertiary)'}
              />
            </span>
          ),
        }))}
      />
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        {showSelection && (
          <>
            <Button type="primary" ghost icon={<CheckOutlined />} disabled={selected.length === 0} onClick={() => decisions.approveBatch(selected)}>
              {t('lawyer.batchApprove')}
            </Button>
            <Button danger icon={<CloseOutlined />} disabled={selected.length === 0} onClick={() => decisions.reject(selected)}>
              {t('lawyer.batchReject')}
            </Button>
            {selected.length > 0 && (
              <span className="lawyer-selected">
                {t('lawyer.selected', { count: selected.length })}
                <a onClick={() => setSelected([])}>{t('lawyer.clearSelection')}</a>
              </span>
            )}
          </>
        )}
        <Auth permissions={['audit:lawyer:create']}>
          <Button icon={<UserAddOutlined />} onClick={() => setRegistering(true)}>
            {t('lawyer.register')}
          </Button>
        </Auth>
        <ExportButton permission="audit:lawyer:export" name={t('lawyer.exportName')} fileName="律师申请.xlsx" download={() => lawyerApi.export(crud.filters)} />
      </RightToolbar>
      <Table<Lawyer>
        rowKey="id"
        columns={visibleColumns}
        dataSource={crud.list}
        loading={crud.isFetching}
        pagination={false}
        scroll={{ x: tableScrollX(visibleColumns, { selection: showSelection }) }}
        rowSelection={
          showSelection
            ? { selectedRowKeys: selected.map((row) => row.id), onChange: (_keys, rows) => setSelected(rows), fixed: true, preserveSelectedRowKeys: false }
            : undefined
        }
        onRow={(row) => ({ onDoubleClick: () => setDrawerId(row.id) })}
      />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      {decisions.rejectModal}
      <Suspense fallback={null}>
        {drawerId !== null && (
          <LawyerDrawer id={drawerId} filters={otherFilters} canAudit={canAudit} decisions={decisions} onNavigate={setDrawerId} onClose={() => setDrawerId(null)} />
        )}
        {registering && <RegisterModal onClose={() => setRegistering(false)} />}
      </Suspense>
    </Card>
  );
}
