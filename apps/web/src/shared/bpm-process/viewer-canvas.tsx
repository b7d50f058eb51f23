import { useEffect, useRef } from 'react';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { toast } from '../ui/feedback';
import type { Activity, InstanceTask } from './process-api';
import { Result } from './process-api';
import './viewer.css';

export interface ViewerCanvasProps {
  xml: string;
  /** What the instance passed through (`/bpm/activity/list`); none: the bare diagram. */
  activities?: Activity[];
  tasks?: InstanceTask[];
  /** The instance's result: the end event is coloured by it. */
  instanceResult?: number;
  height: number;
  label: string;
}

type Canvas = { addMarker: (id: string, marker: string) => void; zoom: (level: string, center?: string) => void };

const RESULT_MARKER: Record<number, string> = { [Result.PROCESS]: 'highlight-todo', [Result.APPROVE]: 'highlight', [Result.REJECT]: 'highlight-reject', [Result.CANCEL]: 'highlight-cancel' };

/** Which marker each element gets: the reference ProcessViewer's rules (done, current, by task or instance result). */
export function markersOf(activities: Activity[], tasks: InstanceTask[], instanceResult?: number): Map<string, string> {
  const markers = new Map<string, string>();
  const resultOfTask = new Map(tasks.map((t) => [t.id, t.result]));
  for (const activity of activities) {
    if (activity.type === 'sequenceFlow') {
      markers.set(activity.key, 'highlight');
    } else if (activity.type === 'userTask') {
      // A task passed more than once keeps its latest state (a later one overrides).
      const result = activity.taskId !== null ? resultOfTask.get(activity.taskId) : undefined;
      markers.set(activity.key, result !== undefined ? RESULT_MARKER[result]! : activity.endTime === null ? 'highlight-todo' : 'highlight');
    } else if (activity.type === 'endEvent') {
      markers.set(activity.key, RESULT_MARKER[instanceResult ?? Result.APPROVE] ?? 'highlight');
    } else {
      markers.set(activity.key, activity.endTime === null ? 'highlight-todo' : 'highlight');
    }
  }
  return markers;
}

const NONE: never[] = [];

/** The bpmn-js viewer (its own chunk; the bpmn.io watermark stays), with the instance's path marked. */
export default function ViewerCanvas({ xml, activities = NONE, tasks = NONE, instanceResult, height, label }: ViewerCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const viewer = new NavigatedViewer({ container: container.current! });
    let alive = true;
    void viewer.importXML(xml).then(
      () => {
        if (!alive) return;
        const canvas = (viewer as unknown as { get: (name: string) => Canvas }).get('canvas');
        canvas.zoom('fit-viewport', 'auto');
        for (const [id, marker] of markersOf(activities, tasks, instanceResult)) {
          try {
            canvas.addMarker(id, marker);
          } catch {
            // An element of the history the drawing no longer has: nothing to mark.
          }
        }
      },
      (err: Error) => toast.error(err.message),
    );
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml, activities, tasks, instanceResult]);
  return <div className="bpm-viewer" ref={container} style={{ height }} role="img" aria-label={label} />;
}
