import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Modal, Spin, Tree } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/feedback';
import { codegenApi, type CodegenTable } from '../codegen-api';
import { buildFileTree, filesInTreeOrder, folderKeys, languageOf } from '../file-tree';
import { CODEGEN_QUERY_KEY } from '../routes';

// highlight.js and its theme come in their own chunk, the first time a preview shows code.
const HighlightedCode = lazy(() => import('./highlighted-code'));

/** 代码预览 (90 % of the window): the generated files as a tree, and the chosen file's code with a 复制 button. */
export function PreviewDialog({ table, onClose }: { table: CodegenTable | null; onClose: () => void }) {
  const { t } = useTranslation();
  const tableId = table?.id;
  const files = useQuery({
    queryKey: [...CODEGEN_QUERY_KEY, 'preview', tableId],
    queryFn: () => codegenApi.preview(tableId!),
    enabled: tableId !== undefined,
    // Every opening shows what the generator writes now.
    gcTime: 0,
  });
  // A refused preview (a name that clashes with the console's own, a table it cannot generate): the request layer
  // shows the reason, and an empty dialog would only hide it.
  const refused = files.isError;
  useEffect(() => {
    if (refused) onClose();
  }, [refused, onClose]);
  const tree = useMemo(() => buildFileTree((files.data ?? []).map((file) => file.filePath)), [files.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The first file in the tree until one is chosen (and again when the chosen one is not among these files).
  const current = files.data?.find((file) => file.filePath === chosen) ?? files.data?.find((file) => file.filePath === filesInTreeOrder(tree)[0]);

  const copy = async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.code);
      toast.success(t('codegen.copySuccess'));
    } catch {
      toast.error(t('codegen.copyFailed'));
    }
  };

  return (
    <Modal
      open={table !== null}
      title={t('codegen.previewTitle')}
      width="90%"
      footer={null}
      onCancel={onClose}
      afterClose={() => setChosen(null)}
      destroyOnHidden
      className="codegen-preview"
    >
      {files.isLoading ? (
        <div className="codegen-preview-loading">
          <Spin />
        </div>
      ) : !current ? (
        <Empty />
      ) : (
        <div className="codegen-preview-body">
          <nav className="codegen-preview-tree" aria-label={t('codegen.files')}>
            <Tree
              showLine
              blockNode
              treeData={tree}
              defaultExpandedKeys={folderKeys(tree)}
              selectedKeys={[current.filePath]}
              onSelect={(_keys, { node }) => {
                if (node.isLeaf) setChosen(String(node.key));
              }}
            />
          </nav>
          <section className="codegen-preview-file" aria-label={current.filePath}>
            <div className="codegen-preview-path">
              <code>{current.filePath}</code>
              <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
                {t('codegen.copy')}
              </Button>
            </div>
            <Suspense fallback={<pre className="codegen-code">{current.code}</pre>}>
              <HighlightedCode code={current.code} language={languageOf(current.filePath)} />
            </Suspense>
          </section>
        </div>
      )}
    </Modal>
  );
}
