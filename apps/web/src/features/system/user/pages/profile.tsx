import { Avatar, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../../shared/auth/auth-store';
import { getTenantName } from '../../../../shared/auth/token-storage';

/** 个人中心 (/user/profile): the signed-in user, read-only for now. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const roles = useAuthStore((state) => state.roles);
  const permissions = useAuthStore((state) => state.permissions);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card variant="borderless" className="page-card" style={{ textAlign: 'center' }}>
          <Space direction="vertical" size={8} align="center" style={{ width: '100%', padding: '16px 0' }}>
            <Avatar size={96} src={user?.avatar} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user?.nickname}
            </Typography.Title>
            <Typography.Text type="secondary">{user?.userName}</Typography.Text>
          </Space>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card variant="borderless" className="page-card" title={t('profile.info')}>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('profile.userId')}>{user?.id}</Descriptions.Item>
            <Descriptions.Item label={t('profile.userName')}>{user?.userName}</Descriptions.Item>
            <Descriptions.Item label={t('profile.nickname')}>{user?.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('profile.roles')}>
              {roles.map((role) => (
                <Tag key={role} color="blue">
                  {role}
                </Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.permissionCount')}>{permissions.length}</Descriptions.Item>
            {getTenantName() && <Descriptions.Item label={t('profile.tenant')}>{getTenantName()}</Descriptions.Item>}
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
