import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Image, Skeleton, Space, Tag, Timeline, Tooltip, Typography } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import StepForwardOutlined from '@ant-design/icons/StepForwardOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LawyerAction, LawyerStatus } from '@console/contracts/lawyer';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { useAppStore } from '@/shared/ui/app-store';
import { formatDateTime } from '@/shared/utils/format';
import { LAWYER_QUERY_KEY, lawyerApi, type LawyerDetail, type LawyerFilters } from '../lawyer-api';
import { SpecialtyTags } from './specialty-tags';
import type { Decisions } from './decisions';

interface LawyerDrawerProps {
  id: number;
  /** The list's filters (status aside): "next pending" walks the queue the auditor is looking at. */
  filters: Omit<LawyerFilters, 'status'>;
  canAudit: boolean;
  decisions: Decisions;
  onNavigate: (id: number) => void;
  onClose: () => void;
}

const ACTION_COLORS: Record<number, string> = {
  [LawyerAction.SUBMIT]: 'blue',
  [LawyerAction.RESUBMIT]: 'blue',
  [LawyerAction.REGISTER]: 'blue',
  [LawyerAction.APPROVE]: 'green',
  [LawyerAction.REJECT]: 'red',
};

/** Keys typed into a field are the user's text, not shortcuts. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function Attachments({ detail }: { detail: LawyerDetail }) {
  const { t } = useTranslation();
  const items = [
    { key: 'licence', label: t('lawyer.licencePhoto'), url: detail.licencePhotoUrl },
    { key: 'front', label: t('lawyer.idCardFront'), url: detail.idCardFrontUrl },
    { key: 'back', label: t('lawyer.idCardBack'), url: detail.idCardBackUrl },
  ];
  return (
    <Image.PreviewGroup>
      <div className="lawyer-attachments">
        {items.map((item) => (
          <figure key={item.key} className="lawyer-attachment" data-testid={`lawyer-attachment-${item.key}`}>
            <Image src={item.url} alt={item.label} width={200} height={125} style={{ objectFit: 'cover' }} />
            <figcaption>{item.label}</figcaption>
          </figure>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

function Trail({ detail }: { detail: LawyerDetail }) {
  const { t } = useTranslation();
  return (
    <Timeline
      className="lawyer-trail"
      data-testid="lawyer-trail"
      items={detail.records.map((record) => ({
        key: record.id,
        color: ACTION_COLORS[record.action] ?? 'gray',
        children: (
          <div>
            <div className="lawyer-trail-head">
              <strong>{t(`lawyer.actions.${record.action}`)}</strong>
              <span className="lawyer-trail-who">{record.operatorName || t('lawyer.applicant')}</span>
              <span className="lawyer-trail-time">{formatDateTime(record.createTime)}</span>
            </div>
            {record.reason && <div className="lawyer-trail-reason">{record.reason}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** One application: documents, every field, the trail, and the decision, with keyboard shortcuts for the queue. */
export default function LawyerDrawer({ id, filters, canAudit, decisions, onNavigate, onClose }: LawyerDrawerProps) {
  const { t } = useTranslation();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const [open, setOpen] = useState(true);
  const [seeking, setSeeking] = useState(false);
  const detail = useQuery({ queryKey: [...LAWYER_QUERY_KEY, 'detail', id], queryFn: () => lawyerApi.get(id) });
  const data = detail.data;
  const pending = data?.status === LawyerStatus.PENDING;
  const canDecide = canAudit && pending && !detail.isFetching;

  const goNext = async () => {
    if (seeking) return;
    setSeeking(true);
    try {
      const next = await lawyerApi.nextPending(id, filters);
      if (next === null) toast.info(t('lawyer.noMorePending'));
      else onNavigate(next);
    } catch {
      // shown by the request layer
    } finally {
      setSeeking(false);
    }
  };

  const target = data ? { id: data.id, version: data.version, name: data.name } : null;
  const actions = {
    approve: () => canDecide && target && decisions.approve(target),
    reject: () => canDecide && target && decisions.reject([target]),
    next: () => void goNext(),
  };
  // The shortcuts act on what the drawer shows now; the listener stays the same across renders.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || decisions.busy || isTyping(event)) return;
    const key = event.key.toLowerCase();
    // Esc closes from anywhere, not only with the focus inside the drawer.
    if (key === 'escape') setOpen(false);
    else if (key === 'a') actions.approve();
    else if (key === 'r') actions.reject();
    else if (key === 'n') actions.next();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const title = data ? (
    <Space size={8} wrap>
      <span data-testid="lawyer-drawer-name">{data.name}</span>
      <DictTag type={DICT_TYPE.LAWYER_AUDIT_STATUS} value={data.status} />
      {data.submitCount > 1 && <Tag color="purple">{t('lawyer.submitCount', { count: data.submitCount })}</Tag>}
    </Space>
  ) : (
    t('lawyer.detailTitle')
  );

  return (
    <Drawer
      open={open}
      title={title}
      size={mobile ? '100%' : 760}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClose()}
      className="lawyer-drawer"
      extra={!mobile && <Typography.Text type="secondary" className="lawyer-keys">{t('lawyer.keyboardHint')}</Typography.Text>}
      footer={
        <div className="lawyer-drawer-footer">
          <Tooltip title="N">
            <Button icon={<StepForwardOutlined />} loading={seeking} onClick={() => void goNext()}>
              {t('lawyer.nextPending')}
            </Button>
          </Tooltip>
          {canAudit && pending && (
            <Space>
              <Tooltip title="R">
                <Button danger icon={<CloseOutlined />} disabled={!canDecide} onClick={actions.reject}>
                  {t('lawyer.reject')}
                </Button>
              </Tooltip>
              <Tooltip title="A">
                <Button type="primary" icon={<CheckOutlined />} disabled={!canDecide} onClick={actions.approve}>
                  {t('lawyer.approve')}
                </Button>
              </Tooltip>
            </Space>
          )}
        </div>
      }
    >
      {!data ? (
        detail.isError ? <Empty /> : <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div data-testid="lawyer-detail" data-lawyer-id={data.id}>
          {!pending && (
            <Alert
              className="lawyer-decision"
              type={data.status === LawyerStatus.APPROVED ? 'success' : 'error'}
              showIcon
              title={t('lawyer.decidedBy', { name: data.auditUserName ?? '', time: formatDateTime(data.auditTime) })}
              description={data.auditReason || undefined}
            />
          )}
          <h4 className="lawyer-section">{t('lawyer.attachments')}</h4>
          <Attachments detail={data} />
          <Descriptions className="lawyer-fields" bordered size="small" column={mobile ? 1 : 2} styles={{ label: { width: 120 } }}>
            <Descriptions.Item label={t('lawyer.name')}>{data.name}</Descriptions.Item>
            <Descriptions.Item label={t('lawyer.sex')}>
              <DictTag type={DICT_TYPE.SYSTEM_USER_SEX} value={data.sex} />
            </Descriptions.Item>
            <Descriptions.Item label={t('lawyer.mobile')}>{data.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('lawyer.idCard')}>
              <span className="lawyer-mono">{data.idCard}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('lawyer.licenceNo')}>
              <span className="lawyer-mono">{data.licenceNo}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('lawyer.practiceStartYear')}>
              {t('lawyer.sinceYear', { year: data.practiceStartYear, count: Math.max(0, new Date().getFullYear() - data.practiceStartYear) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('lawyer.lawFirm')} span={mobile ? 1 : 2}>
              {data.lawFirm}
            </Descriptions.Item>
            <Descriptions.Item label={t('lawyer.region')}>{`${data.province} ${data.city}`}</Descriptions.Item>
            <Descriptions.Item label={t('lawyer.submitTime')}>{formatDateTime(data.submitTime)}</Descriptions.Item>
            <Descriptions.Item label={t('lawyer.specialties')} span={mobile ? 1 : 2}>
              <SpecialtyTags values={data.specialties} />
            </Descriptions.Item>
            <Descriptions.Item label={t('lawyer.biography')} span={mobile ? 1 : 2}>
              {data.biography || '—'}
            </Descriptions.Item>
          </Descriptions>
          <h4 className="lawyer-section">{t('lawyer.trail')}</h4>
          <Trail detail={data} />
        </div>
      )}
    </Drawer>
  );
}
