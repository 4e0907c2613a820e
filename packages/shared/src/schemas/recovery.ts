import { z } from 'zod';

/*
 * "Found?" reports on stolen bikes (spec sections 2 "Found-bike report dialog", 3
 * "bike_recovery_reports", 5 "Recovery report", 8 "Recovery report failure"). The server re-checks
 * rules/recovery-report and answers VALIDATION_FAILED { field, problem }.
 */

export const recoveryReportStatuses = ['pending', 'confirmed', 'dismissed'] as const;
export const ZRecoveryReportStatus = z.enum(recoveryReportStatuses);

/**
 * POST /api/bikes/:id/recovery-reports (signed in; not the bike's owner).
 * Errors: 404 BIKE_NOT_FOUND, 409 BIKE_NOT_STOLEN, 403 OWN_BIKE, 429 RATE_LIMITED,
 * 400 VALIDATION_FAILED { field: locationFound | contactInfo | description, problem }.
 */
export const ZRecoveryReportRequest = z.object({
  locationFound: z.string().max(2000),
  contactInfo: z.string().max(2000),
  description: z.string().max(2000).nullable().optional(),
});
export type RecoveryReportRequest = z.infer<typeof ZRecoveryReportRequest>;

export const ZRecoveryReportCreated = z.object({
  id: z.uuid(),
  status: ZRecoveryReportStatus,
  createdAt: z.iso.datetime({ offset: true }),
});

/** A report as the bike's owner sees it in /my-bikes. */
export const ZRecoveryReport = z.object({
  id: z.uuid(),
  bikeId: z.uuid(),
  locationFound: z.string(),
  contactInfo: z.string(),
  description: z.string().nullable(),
  status: ZRecoveryReportStatus,
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecoveryReport = z.infer<typeof ZRecoveryReport>;

/** GET /api/me/recovery-reports: pending reports on my bikes, newest first. */
export const ZMyRecoveryReportsResponse = z.object({ reports: z.array(ZRecoveryReport) });
