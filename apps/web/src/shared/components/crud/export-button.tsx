import { useState } from 'react';
import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { saveDownload } from '@/shared/api/download';
import type { BlobResponse } from '@/shared/api/http-client';
import { confirm } from '@/shared/ui/feedback';

interface ExportButtonProps {
  permission: string;
  /** The data named in 是否确认导出所有<name>数据项？ */
  name: string;
  /** Used when the server sends no Content-Disposition file name. */
  fileName: string;
  download: () => Promise<BlobResponse>;
}

/** 导出: asks, downloads the file the server builds from the current filters, saves it under the server's name. */
export function ExportButton({ permission, name, fileName, download }: ExportButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const start = () =>
    confirm({
      title: t('common.systemNotice'),
      content: t('common.confirmExport', { name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setExporting(true);
        try {
          saveDownload(await download(), fileName);
        } catch {
          // shown by the request layer
        } finally {
          setExporting(false);
        }
      },
    });
  return (
    <Auth permissions={[permission]}>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={start} className="btn-export">
        {t('common.export')}
      </Button>
    </Auth>
  );
}
