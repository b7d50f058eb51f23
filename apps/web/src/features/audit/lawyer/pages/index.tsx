import { Card, Col, Result, Row, Steps } from 'antd';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import { useTranslation } from 'react-i18next';

/** 律师审核 (component audit/lawyer/index): the landing page; a placeholder until its issue is built. */
export default function LawyerAuditPage() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card variant="borderless" className="page-card">
          <Result icon={<AuditOutlined style={{ color: 'var(--app-primary)' }} />} title={t('lawyer.title')} subTitle={t('lawyer.placeholder')} />
          <Steps
            current={0}
            style={{ maxWidth: 720, margin: '0 auto 24px' }}
            items={[{ title: t('lawyer.stepSubmit') }, { title: t('lawyer.stepReview') }, { title: t('lawyer.stepResult') }]}
          />
        </Card>
      </Col>
    </Row>
  );
}
