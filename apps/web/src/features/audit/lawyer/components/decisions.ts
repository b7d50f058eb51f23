import type { ReactNode } from 'react';

// The decision types in their own file: the reject dialog and the drawer use them without importing the hook
// that renders the dialog (an import circle).

/** What a decision needs of an application: the version the auditor saw (optimistic concurrency). */
export interface DecisionTarget {
  id: number;
  version: number;
  name: string;
}

export interface Decisions {
  /** Asks 系统提示 to confirm, then approves. */
  approve: (target: DecisionTarget) => void;
  approveBatch: (targets: DecisionTarget[]) => void;
  /** Opens the reason dialog for one or several applications. */
  reject: (targets: DecisionTarget[]) => void;
  /** The reason dialog; render it once. */
  rejectModal: ReactNode;
  /** True while a confirmation or the reason dialog is open: keyboard shortcuts pause. */
  busy: boolean;
}
