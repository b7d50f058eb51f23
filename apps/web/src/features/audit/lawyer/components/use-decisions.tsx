import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmBox } from '@/shared/components/crud/confirm';
import { toast } from '@/shared/ui/feedback';
import { LAWYER_QUERY_KEY, lawyerApi, type BatchResult } from '../lawyer-api';
import type { DecisionTarget, Decisions } from './decisions';

// Fetched when first asked for: the queue's first paint does not carry antd's dialog.
const RejectModal = lazy(() => import('./reject-modal').then((module) => ({ default: module.RejectModal })));

/**
 * Approve and reject, from the table, the batch toolbar and the drawer alike. Whatever the outcome
 * (including "already decided by someone else", which the request layer shows), every query of the
 * screen is refreshed, so the list, the counts, the drawer and the menu badge show what is true now.
 */
export function useDecisions(onBatchDone: () => void): Decisions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejectTargets, setRejectTargets] = useState<DecisionTarget[] | null>(null);
  // Mounted from the first rejection on, so closing it plays antd's closing animation.
  const [rejectMounted, setRejectMounted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LAWYER_QUERY_KEY });

  /** Runs a decision call; false when it failed (already told to the user). */
  const settle = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      await refresh();
    }
  };

  const reportBatch = (result: BatchResult) => {
    onBatchDone();
    toast.success(t('lawyer.batchDone', { decided: result.decided.length }));
    if (result.skipped.length > 0) {
      toast.warning(`${t('lawyer.batchSkipped', { count: result.skipped.length })}${result.skipped.map((s) => `${s.name}（${s.msg}）`).join('；')}`, { duration: 10 });
    }
  };

  const ask = (content: string, run: () => Promise<void>) => {
    setConfirming(true);
    confirmBox(
      content,
      async () => {
        try {
          await run();
        } finally {
          setConfirming(false);
        }
      },
      () => setConfirming(false),
    );
  };

  const items = (targets: DecisionTarget[]) => targets.map(({ id, version }) => ({ id, version }));

  return {
    approve: (target) =>
      ask(t('lawyer.confirmApprove', { name: target.name }), async () => {
        if (await settle(() => lawyerApi.approve({ id: target.id, version: target.version }))) toast.success(t('lawyer.approved'));
      }),
    approveBatch: (targets) =>
      ask(t('lawyer.confirmBatchApprove', { count: targets.length }), async () => {
        let result: BatchResult | undefined;
        await settle(async () => (result = await lawyerApi.approveBatch(items(targets))));
        if (result) reportBatch(result);
      }),
    reject: (targets) => {
      setRejectMounted(true);
      setRejectTargets(targets);
    },
    busy: confirming || rejectTargets !== null,
    rejectModal: rejectMounted && (
      <Suspense fallback={null}>
        <RejectModal
          targets={rejectTargets}
          onCancel={() => setRejectTargets(null)}
          onSubmit={async (reason) => {
            const targets = rejectTargets ?? [];
            const [only] = targets;
            if (targets.length === 1 && only) {
              const ok = await settle(() => lawyerApi.reject({ id: only.id, version: only.version }, reason));
              if (ok) toast.success(t('lawyer.rejectedToast'));
            } else {
              let result: BatchResult | undefined;
              await settle(async () => (result = await lawyerApi.rejectBatch(items(targets), reason)));
              if (result) reportBatch(result);
            }
            setRejectTargets(null);
          }}
        />
      </Suspense>
    ),
  };
}
