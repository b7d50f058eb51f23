import { useState } from 'react';
import { Col, Form, Modal, Row, Typography, type TableColumnsType } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { Editor } from '@/shared/components/editor/editor';
import { sanitizeHtml } from '@/shared/components/editor/sanitize';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { DictRadioItem, DictSelectItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RowAction } from '@/shared/components/crud/row-action';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { noticeApi, type Notice, type NoticeFilters, type NoticeInput } from '../notice-api';
import '../texts';

function toFilters(values: NoticeFilters): NoticeFilters {
  return { title: values.title?.trim() || undefined, createBy: values.createBy?.trim() || undefined, type: values.type, status: values.status };
}

/** Rich text shown as sanitised HTML only. */
function NoticePreview({ html }: { html: string }) {
  return <div className="notice-preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** 通知公告 (component system/notice/index). */
export default function NoticePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Notice, NoticeFilters, NoticeFilters>({ queryKey: ['system', 'notice'], fetchPage: noticeApi.page, toFilters });
  const [form] = Form.useForm<NoticeInput>();
  const dialog = useEditDialog<Notice, NoticeInput>({ get: noticeApi.get, create: noticeApi.create, update: noticeApi.update, onSaved: crud.invalidate });
  const [preview, setPreview] = useState<Notice | null>(null);

  const openPreview = async (row: Notice) => {
    try {
      setPreview(await noticeApi.get(row.id));
    } catch {
      // shown by the request layer
    }
  };

  const columns: TableColumnsType<Notice> = [
    idColumn(t('notice.id')),
    { title: t('notice.title'), dataIndex: 'title', ellipsis: true },
    dictColumn(t('notice.type'), 'type', DICT_TYPE.SYSTEM_NOTICE_TYPE, 100),
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('notice.createBy'), dataIndex: 'createBy', width: 120, ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<Notice>({
      permission: 'system:notice',
      dialog,
      api: noticeApi,
      crud,
      entity: t('notice.id'),
      width: 230,
      extra: (row) => (
        <RowAction permission="system:notice:query" icon={<EyeOutlined />} onClick={() => void openPreview(row)}>
          {t('notice.preview')}
        </RowAction>
      ),
    }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="notice-search"
      search={
        <>
          <SearchInput name="title" label={t('notice.title')} width={200} />
          <SearchInput name="createBy" label={t('notice.operator')} />
          <SearchDictSelect name="type" label={t('notice.type')} dictType={DICT_TYPE.SYSTEM_NOTICE_TYPE} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
        </>
      }
      toolbar={<CreateButton permission="system:notice:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<NoticeInput>
        dialog={dialog}
        title={editing ? t('notice.editTitle') : t('notice.add')}
        form={form}
        name="notice-form"
        width={780}
        values={editing ? { title: editing.title, type: editing.type === 2 ? 2 : 1, status: editing.status, content: editing.content } : { status: 0, content: '' }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, title: values.title.trim(), content: sanitizeHtml(values.content ?? '') })}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <TextItem name="title" label={t('notice.title')} required max={50} />
          </Col>
          <Col xs={24} sm={12}>
            <DictSelectItem name="type" label={t('notice.type')} dictType={DICT_TYPE.SYSTEM_NOTICE_TYPE} required />
          </Col>
          <Col span={24}>
            <DictRadioItem label={t('notice.status')} />
          </Col>
          <Col span={24}>
            <Form.Item name="content" label={t('notice.content')}>
              {dialog.open ? <Editor placeholder={t('editor.placeholder')} /> : <span />}
            </Form.Item>
          </Col>
        </Row>
      </ModalForm>
      <Modal open={!!preview} title={preview?.title} footer={null} width={720} onCancel={() => setPreview(null)} mask={{ closable: false }}>
        {preview && (
          <>
            <Typography.Paragraph type="secondary">
              <DictTag type={DICT_TYPE.SYSTEM_NOTICE_TYPE} value={preview.type} /> {formatDateTime(preview.createTime)}
            </Typography.Paragraph>
            <NoticePreview html={preview.content} />
          </>
        )}
      </Modal>
    </CrudList>
  );
}
