import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Flex, Select, Space, Spin, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '@/shared/api/download';
import { CSP_NONCE } from '@/shared/security/csp-nonce';
import { DB_DOC_FALLBACK_NAMES, dbDocApi, MASTER_SOURCE, type DbDocFormat } from '../db-doc-api';
import '../texts';
import '../db-doc.css';

const EXPORTS: Array<{ format: DbDocFormat; label: string }> = [
  { format: 'html', label: 'dbDoc.exportHtml' },
  { format: 'word', label: 'dbDoc.exportWord' },
  { format: 'markdown', label: 'dbDoc.exportMarkdown' },
];

/**
 * The document as a page to frame: a blob document inherits this page's Content-Security-Policy, which admits a
 * `<style>` element only with the page's nonce; the server's document has exactly one, in its head, and escapes
 * every value, so no other element can take it.
 */
function framedHtml(html: string): string {
  return CSP_NONCE ? html.replace('<style>', `<style nonce="${CSP_NONCE}">`) : html;
}

/** The document's blob URL while it is shown, released when it is replaced or the screen closes. */
function useBlobUrl(html: string | undefined): string | undefined {
  const url = useMemo(() => (html === undefined ? undefined : URL.createObjectURL(new Blob([framedHtml(html)], { type: 'text/html' }))), [html]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** 数据库文档 (component infra/dbDoc/index): a data source's document, shown framed and exported in three formats. */
export default function DbDocPage() {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState(MASTER_SOURCE.id);
  const [exporting, setExporting] = useState<DbDocFormat | null>(null);
  const sources = useQuery({ queryKey: ['infra', 'dbDoc', 'sources'], queryFn: dbDocApi.dataSources });
  const html = useQuery({
    queryKey: ['infra', 'dbDoc', 'html', sourceId],
    queryFn: async () => (await dbDocApi.export('html', sourceId)).data.text(),
    staleTime: Infinity,
  });
  const url = useBlobUrl(html.data);

  const download = async (format: DbDocFormat) => {
    setExporting(format);
    try {
      saveDownload(await dbDocApi.export(format, sourceId), DB_DOC_FALLBACK_NAMES[format]);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Card variant="borderless" className="page-card db-doc">
      <Flex wrap gap={12} justify="space-between" align="center" className="db-doc-toolbar">
        <Space wrap>
          <Typography.Text>{t('dbDoc.dataSource')}</Typography.Text>
          <Select
            aria-label={t('dbDoc.dataSource')}
            className="db-doc-source"
            value={sourceId}
            onChange={setSourceId}
            loading={sources.isLoading}
            options={(sources.data ?? [MASTER_SOURCE]).map((source) => ({ value: source.id, label: source.name }))}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void html.refetch()} loading={html.isFetching}>
            {t('dbDoc.refresh')}
          </Button>
        </Space>
        <Space wrap>
          {EXPORTS.map(({ format, label }) => (
            <Button key={format} type={format === 'html' ? 'primary' : 'default'} icon={<DownloadOutlined />} loading={exporting === format} disabled={exporting !== null && exporting !== format} onClick={() => void download(format)}>
              {t(label)}
            </Button>
          ))}
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary" className="db-doc-hint">
        {t('dbDoc.hint')}
      </Typography.Paragraph>
      <Spin spinning={html.isFetching}>
        {/* The sandbox runs no script (nor form, popup or navigation of this page); same-origin only so that the
            index's #links scroll within the document, which a blob: document of an opaque origin may not do. */}
        <div className="db-doc-frame">{url && <iframe title={t('dbDoc.preview')} src={url} sandbox="allow-same-origin" />}</div>
      </Spin>
    </Card>
  );
}
