import { useEffect, useRef } from 'react';
import { Avatar, Button, List, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SOCIAL_TYPES } from '@console/contracts/social';
import { providerAnswer, socialCallbackUrl } from '@/shared/auth/social-callback';
import { confirmAction } from '@/shared/components/crud/confirm';
import { toast } from '@/shared/ui/feedback';
import { profileApi, type Profile } from './user-api';

/**
 * 社交账号 in the personal centre: each platform with an enabled client, bound (nickname, 解绑) or not (绑定, which goes
 * to the provider and comes back here with its answer, bound on arrival).
 */
export function SocialBindings({ profile, profileKey }: { profile: Profile; profileKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const types = useQuery({ queryKey: ['system', 'social-types'], queryFn: profileApi.socialTypes });
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKey });
  const bind = useMutation({
    mutationFn: profileApi.bindSocial,
    onSuccess: async () => {
      toast.success(t('user.profile.socialBound'));
      await refresh();
    },
    onSettled: () => void navigate('/user/profile?tab=social', { replace: true }),
  });
  const arrived = useRef(false);

  useEffect(() => {
    // Back from the provider: bind its answer once, then drop it from the address.
    const answer = providerAnswer(params);
    if (!answer || arrived.current) return;
    arrived.current = true;
    bind.mutate(answer);
  }, [params, bind]);

  const startBind = async (type: number) => {
    window.location.assign(await profileApi.socialAuthRedirect(type, socialCallbackUrl('/user/profile', { tab: 'social', type: String(type) })));
  };
  const unbind = (type: number, openid: string, platform: string) =>
    confirmAction({
      content: t('user.profile.socialUnbindConfirm', { platform }),
      run: () => profileApi.unbindSocial(type, openid),
      successText: t('user.profile.socialUnbound'),
      onDone: refresh,
    });

  const enabled = SOCIAL_TYPES.filter((type) => types.data?.includes(type));
  return (
    <List
      loading={types.isLoading || bind.isPending}
      locale={{ emptyText: t('user.profile.socialNone') }}
      dataSource={enabled}
      renderItem={(type) => {
        const platform = t(`login.social.${type}`);
        const binding = profile.socialUsers.find((entry) => entry.type === type);
        return (
          <List.Item
            actions={[
              binding ? (
                <Button key="unbind" danger size="small" onClick={() => unbind(type, binding.openid, platform)}>
                  {t('user.profile.socialUnbind')}
                </Button>
              ) : (
                <Button key="bind" type="primary" size="small" onClick={() => void startBind(type)}>
                  {t('user.profile.socialBind')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar src={binding?.avatar || undefined}>{platform.slice(0, 1)}</Avatar>}
              title={
                <Space>
                  {platform}
                  {binding ? <Tag color="success">{t('user.profile.socialBoundTag')}</Tag> : <Tag>{t('user.profile.socialUnboundTag')}</Tag>}
                </Space>
              }
              description={binding ? <Typography.Text type="secondary">{`${binding.nickname || binding.openid}（${binding.openid}）`}</Typography.Text> : null}
            />
          </List.Item>
        );
      }}
    />
  );
}
