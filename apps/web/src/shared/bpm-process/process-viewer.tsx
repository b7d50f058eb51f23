import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ViewerCanvasProps } from './viewer-canvas';
import './texts';

const ViewerCanvas = lazy(() => import('./viewer-canvas'));

const LEGEND: Array<[string, string]> = [
  ['done', '#52c41a'],
  ['current', '#1677ff'],
  ['rejected', '#ff4d4f'],
  ['cancelled', '#8c8c8c'],
];

/** A process diagram, loaded with bpmn-js only when shown; with a legend when it shows an instance's path. */
export function ProcessViewer({ height = 420, ...props }: Omit<ViewerCanvasProps, 'height' | 'label'> & { height?: number }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <ViewerCanvas {...props} height={height} label={t('bpmProcess.diagram')} />
      {props.tasks && (
        <div className="bpm-viewer-legend">
          {LEGEND.map(([key, color]) => (
            <span key={key}>
              <i style={{ borderColor: color }} />
              {t(`bpmProcess.legend.${key}`)}
            </span>
          ))}
        </div>
      )}
    </Suspense>
  );
}
