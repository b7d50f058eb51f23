import { Tooltip, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { confirmAction } from '@/shared/components/crud/confirm';
import { CrudList } from '@/shared/components/crud/crud-list';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { oauth2TokenApi, type OAuth2Token, type OAuth2TokenFilters } from '@/features/system/oauth2/oauth2-api';
import '@/features/system/oauth2/texts';

interface SearchValues {
  userId?: string;
  userType?: number;
  clientId?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): OAuth2TokenFilters {
  const userId = Number(values.userId?.trim());
  return {
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    userType: values.userType,
    clientId: values.clientId?.trim() || undefined,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** 令牌管理 (component system/oauth2/token/index): who is signed in, through which client, and 强退. */
export default function OAuth2TokenPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<OAuth2Token, OAuth2TokenFilters, SearchValues>({ queryKey: ['system', 'oauth2-token'], fetchPage: oauth2TokenApi.page, toFilters });
  const hidden = (value: string) =>
    value ? (
      <Tooltip title={t('oauth2.tokenHidden')}>
        <span>{value}</span>
      </Tooltip>
    ) : (
      '-'
    );

  const columns: TableColumnsType<OAuth2Token> = [
    idColumn(t('oauth2.tokenId')),
    {
      title: t('oauth2.accessToken'),
      dataIndex: 'accessToken',
      width: 150,
      ellipsis: { showTitle: false },
      // The token's digest (the token itself is not kept): what tells two sessions apart, shown whole on hover.
      render: (digest: string) => (
        <Tooltip title={t('oauth2.tokenDigest', { digest })}>
          <span>{digest}</span>
        </Tooltip>
      ),
    },
    { title: t('oauth2.refreshToken'), dataIndex: 'refreshToken', width: 90, render: hidden },
    { title: t('oauth2.userId'), dataIndex: 'userId', width: 90, align: 'center' },
    { title: t('oauth2.username'), dataIndex: 'username', width: 90, ellipsis: true },
    dictColumn(t('oauth2.userType'), 'userType', DICT_TYPE.USER_TYPE, 90),
    {
      title: t('oauth2.clientId'),
      dataIndex: 'clientId',
      width: 110,
      ellipsis: { showTitle: false },
      // The scopes ride on the client's cell, so the two times fit beside the pinned actions at 1440 px.
      render: (clientId: string, row) => (
        <Tooltip title={`${t('oauth2.scopes')}: ${row.scopes.length ? row.scopes.join(' ') : '-'}`}>
          <span>{clientId}</span>
        </Tooltip>
      ),
    },
    dateTimeColumn(t('common.createTime')),
    dateTimeColumn(t('oauth2.expiresTime'), 'expiresTime'),
    actionsColumn(t('common.actions'), 90, (row) => (
      <RowActions>
        <RowAction
          permission="system:oauth2-token:delete"
          icon={<LogoutOutlined />}
          danger
          onClick={() =>
            confirmAction({
              content: t('oauth2.forceLogoutConfirm', { id: row.id }),
              run: () => oauth2TokenApi.revoke(row.id),
              successText: t('oauth2.forceLogoutDone'),
              onDone: () => crud.invalidate(),
            })
          }
        >
          {t('oauth2.forceLogout')}
        </RowAction>
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="oauth2-token-search"
      search={
        <>
          <SearchInput name="userId" label={t('oauth2.userId')} width={140} />
          <SearchDictSelect name="userType" label={t('oauth2.userType')} dictType={DICT_TYPE.USER_TYPE} />
          <SearchInput name="clientId" label={t('oauth2.clientId')} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      columns={columns}
    />
  );
}
