import { maskMobile } from '../../../platform/mask';
import type { FastifyBaseLogger } from 'fastify';
import { LawyerStatus } from '@console/contracts/lawyer';


/**
 * Tells the applicant of a decision. The console has no SMS channel configured yet, so this only logs
 * what would be sent; when an SMS service is added, this is the one place to call it. Never throws:
 * a decision stands whether or not the message goes out.
 */
export function notifyApplicant(log: FastifyBaseLogger, application: { id: number; name: string; mobile: string; status: number; auditReason: string | null }): void {
  const text =
    application.status === LawyerStatus.APPROVED
      ? `${application.name}律师，您的执业资质审核已通过。`
      : `${application.name}律师，您的执业资质审核未通过，原因：${application.auditReason ?? ''}。您可修改后重新提交。`;
  log.info({ lawyerId: application.id, mobile: maskMobile(application.mobile) }, `SMS not sent (no SMS channel configured): ${text}`);
}
