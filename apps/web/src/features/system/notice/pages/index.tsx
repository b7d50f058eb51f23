import { useState } from 'react';
import { Button, Card, Col, Form, Input, Modal, Radio, Row, Select, Table, Typography, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../../shared/auth/auth-guard';
import { DictTag } from '../../../../shared/components/dict-tag';
import { Editor } from '../../../../shared/components/editor/editor';
import { sanitizeHtml } from '../../../../shared/components/editor/sanitize';
import { Pagination } from '../../../../shared/components/pagination';
import { dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ModalForm } from '../../../../shared/components/crud/modal-form';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { formatDateTime } from '../../../../shared/utils/format';
import { noticeApi, type Notice, type NoticeFilters, type NoticeInput } from '../notice-api';

function toFilters(values: NoticeFilters): NoticeFilters {
  return { title: values.title?.trim() || undefined, type: values.type, status: values.status };
}

/** Rich text shown as sanitised HTML only. */
function NoticePreview({ html }: { html: string }) {
  return <div className="notice-preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** 通知公告 (component system/notice/index). */
export default function NoticePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Notice, NoticeFilters, NoticeFilters>({ queryKey: ['system', 'notice'], fetchPage: noticeApi.page, toFilters });
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const types = useDictOptions(DICT_TYPE.SYSTEM_NOTICE_TYPE);
  const [form] = Form.useForm<NoticeInput>();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Notice | null }>({ open: false, editing: null });
  const [preview, setPreview] = useState<Notice | null>(null);

  const save = useSave<NoticeInput>({
    create: noticeApi.create,
    update: noticeApi.update,
    onSaved: async () => {
      setDialog((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const load = async (row: Notice, then: (notice: Notice) => void) => {
    try {
      then(await noticeApi.get(row.id));
    } catch {
      // shown by the request layer
    }
  };

  const columns: TableColumnsType<Notice> = [
    idColumn(t('notice.id')),
    { title: t('notice.title'), dataIndex: 'title', ellipsis: true },
    dictColumn(t('notice.type'), 'type', DICT_TYPE.SYSTEM_NOTICE_TYPE, 100),
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 230,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="system:notice:query" icon={<EyeOutlined />} onClick={() => void load(row, setPreview)}>
            {t('notice.preview')}
          </RowAction>
          <EditAction permission="system:notice:update" onClick={() => void load(row, (notice) => setDialog({ open: true, editing: notice }))} />
          <DeleteAction
            permission="system:notice:delete"
            subject={t('crud.idSubject', { entity: t('notice.id'), id: row.id })}
            remove={() => noticeApi.remove(row.id)}
            onDone={crud.invalidate}
          />
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const editing = dialog.editing;

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="notice-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="title" label={t('notice.title')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('notice.title') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label={t('notice.type')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('notice.type') })} style={{ width: 140 }} options={types} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:notice:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
            {t('common.create')}
          </Button>
        </Auth>
      </RightToolbar>
      <Table<Notice> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 800 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <ModalForm<NoticeInput>
        open={dialog.open}
        title={editing ? t('notice.editTitle') : t('notice.add')}
        form={form}
        name="notice-form"
        width={780}
        saving={save.isPending}
        values={editing ? { title: editing.title, type: editing.type, status: editing.status, content: editing.content } : { status: 0, content: '' }}
        onCancel={() => setDialog((current) => ({ ...current, open: false }))}
        onSubmit={(values) => save.mutate({ ...values, id: editing?.id, title: values.title.trim(), content: sanitizeHtml(values.content ?? '') })}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="title"
              label={t('notice.title')}
              rules={[
                { required: true, whitespace: true, message: t('common.required', { field: t('notice.title') }) },
                { max: 50, message: t('common.maxLength', { field: t('notice.title'), max: 50 }) },
              ]}
            >
              <Input placeholder={t('common.pleaseEnter', { field: t('notice.title') })} maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="type" label={t('notice.type')} rules={[{ required: true, message: t('common.required', { field: t('notice.type') }) }]}>
              <Select options={types} placeholder={t('common.pleaseSelect', { field: t('notice.type') })} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="status" label={t('notice.status')}>
              <Radio.Group options={statuses} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="content" label={t('notice.content')}>
              {dialog.open ? <Editor placeholder={t('editor.placeholder')} /> : <span />}
            </Form.Item>
          </Col>
        </Row>
      </ModalForm>
      <Modal open={!!preview} title={preview?.title} footer={null} width={720} onCancel={() => setPreview(null)} maskClosable={false}>
        {preview && (
          <>
            <Typography.Paragraph type="secondary">
              <DictTag type={DICT_TYPE.SYSTEM_NOTICE_TYPE} value={preview.type} /> {formatDateTime(preview.createTime)}
            </Typography.Paragraph>
            <NoticePreview html={preview.content} />
          </>
        )}
      </Modal>
    </Card>
  );
}
