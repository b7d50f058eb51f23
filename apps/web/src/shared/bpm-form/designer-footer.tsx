import type { ReactNode } from 'react';
import { Space } from 'antd';
import './designer-footer.css';

/** The buttons under a designer (form or process model), at the page's bottom right. */
export function DesignerFooter({ children }: { children: ReactNode }) {
  return (
    <div className="bpm-designer-footer">
      <Space>{children}</Space>
    </div>
  );
}
