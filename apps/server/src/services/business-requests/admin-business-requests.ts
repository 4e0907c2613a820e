import { checkBusinessNote } from '@ramkoll/shared/rules/business-request';
import type {
  BusinessRequestDetail,
  BusinessRequestNote,
  BusinessRequestsQuery,
  BusinessRequestsResponse,
  BusinessRequestStatus,
  BusinessRequestSummary,
} from '@ramkoll/shared/schemas/business-requests';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { businessRequestNotes, businessRequests } from '../../db/schema/business-requests.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';

/*
 * /admin-business-requests (decision 044): companies' bulk requests by status, a request with its
 * notes, a status change with an optional note, and a plain note. Every change is audited.
 */

const ZRequestId = z.uuid();

function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
}

const noteCount = sql<number>`(select count(*)::int from ${businessRequestNotes}
  where ${businessRequestNotes.requestId} = ${businessRequests.id})`.mapWith(Number);

const summaryColumns = {
  request: businessRequests,
  changedByEmail: users.email,
  noteCount,
};

type SummaryRow = {
  request: typeof businessRequests.$inferSelect;
  changedByEmail: string | null;
  noteCount: number;
};

function toSummary({ request, changedByEmail, noteCount: notes }: SummaryRow): BusinessRequestSummary {
  return {
    id: request.id,
    status: request.status,
    companyName: request.companyName,
    organizationNumber: request.organizationNumber,
    companyKind: request.companyKind,
    wants: request.wants,
    stickerQuantity: request.stickerQuantity,
    pointsQuantity: request.pointsQuantity,
    contactPerson: request.contactPerson,
    contactEmail: request.contactEmail,
    contactPhone: request.contactPhone,
    message: request.message,
    language: request.language,
    createdAt: request.createdAt.toISOString(),
    statusChangedAt: request.statusChangedAt?.toISOString() ?? null,
    statusChangedBy:
      request.statusChangedBy && changedByEmail
        ? { userId: request.statusChangedBy, email: changedByEmail }
        : null,
    noteCount: notes,
  };
}

/**
 * GET /api/admin/business-requests: one status, newest first (the (status, created_at, id) index
 * read backwards), a page at a time, plus the count per status for the tabs (the same index). One
 * query for the page (the note counts from the notes' request index), one grouped count.
 */
export async function listBusinessRequests(
  options: { db: Db; actor: Actor } & BusinessRequestsQuery,
): Promise<BusinessRequestsResponse> {
  const { db, actor, status, page, pageSize } = options;
  assertAdmin(actor);
  const [rows, grouped] = await Promise.all([
    db
      .select(summaryColumns)
      .from(businessRequests)
      .leftJoin(users, eq(users.id, businessRequests.statusChangedBy))
      .where(eq(businessRequests.status, status))
      .orderBy(desc(businessRequests.createdAt), desc(businessRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ status: businessRequests.status, total: sql<number>`count(*)`.mapWith(Number) })
      .from(businessRequests)
      .groupBy(businessRequests.status),
  ]);
  const counts = { new: 0, contacted: 0, done: 0, rejected: 0 };
  for (const row of grouped) counts[row.status] = row.total;
  return { requests: rows.map(toSummary), total: counts[status], page, pageSize, counts };
}

/** GET /api/admin/business-requests/:id: the request and its notes, oldest first. */
export async function getBusinessRequest(options: {
  db: Db | Tx;
  actor: Actor;
  requestId: string;
}): Promise<BusinessRequestDetail> {
  const { db, actor, requestId } = options;
  assertAdmin(actor);
  if (!ZRequestId.safeParse(requestId).success) throw new AppError('BUSINESS_REQUEST_NOT_FOUND');
  const [[row], notes] = await Promise.all([
    db
      .select(summaryColumns)
      .from(businessRequests)
      .leftJoin(users, eq(users.id, businessRequests.statusChangedBy))
      .where(eq(businessRequests.id, requestId)),
    db
      .select({ note: businessRequestNotes, authorEmail: users.email })
      .from(businessRequestNotes)
      .leftJoin(users, eq(users.id, businessRequestNotes.authorUserId))
      .where(eq(businessRequestNotes.requestId, requestId))
      .orderBy(asc(businessRequestNotes.createdAt), asc(businessRequestNotes.id)),
  ]);
  if (!row) throw new AppError('BUSINESS_REQUEST_NOT_FOUND');
  return {
    ...toSummary(row),
    notes: notes.map(({ note, authorEmail }): BusinessRequestNote => ({
      id: note.id,
      body: note.body,
      statusTo: note.statusTo,
      author: note.authorUserId && authorEmail ? { userId: note.authorUserId, email: authorEmail } : null,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

/** The request row locked for the caller's transaction (two admins at once: one after the other). */
async function lockRequest(tx: Tx, requestId: string) {
  if (!ZRequestId.safeParse(requestId).success) throw new AppError('BUSINESS_REQUEST_NOT_FOUND');
  const [row] = await tx
    .select({ id: businessRequests.id, status: businessRequests.status })
    .from(businessRequests)
    .where(eq(businessRequests.id, requestId))
    .for('update');
  if (!row) throw new AppError('BUSINESS_REQUEST_NOT_FOUND');
  return row;
}

function noteOf(input: string | null | undefined, required: boolean): string | null {
  const checked = checkBusinessNote(input);
  if (!checked.ok) throw validationFailed('note', checked.problem);
  if (required && checked.note === null) throw validationFailed('note', 'required');
  return checked.note;
}

/**
 * POST /api/admin/business-requests/:id/status: any other status (an admin may reopen a request),
 * with an optional note kept with the status it set; audited with the old and new status.
 */
export async function changeBusinessRequestStatus(options: {
  db: Db;
  actor: Actor;
  requestId: string;
  input: { status: BusinessRequestStatus; note?: string | null | undefined };
  meta: RequestMeta;
  now: Date;
}): Promise<BusinessRequestDetail> {
  const { db, actor, requestId, input, meta, now } = options;
  assertAdmin(actor);
  const note = noteOf(input.note, false);
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    if (row.status === input.status) throw validationFailed('status', 'unchanged');
    await tx
      .update(businessRequests)
      .set({ status: input.status, statusChangedBy: actor.userId, statusChangedAt: now, updatedAt: now })
      .where(eq(businessRequests.id, row.id));
    if (note !== null) {
      await tx.insert(businessRequestNotes).values({
        requestId: row.id,
        authorUserId: actor.userId,
        body: note,
        statusTo: input.status,
        createdAt: now,
      });
    }
    await writeAudit(tx, {
      action: 'admin.business_request_status_changed',
      actorUserId: actor.userId,
      targetType: 'business_request',
      targetId: row.id,
      details: { from: row.status, to: input.status, withNote: note !== null },
      meta,
    });
    return getBusinessRequest({ db: tx, actor, requestId: row.id });
  });
}

/** POST /api/admin/business-requests/:id/notes: a timestamped note by the admin; audited. */
export async function addBusinessRequestNote(options: {
  db: Db;
  actor: Actor;
  requestId: string;
  input: { note: string };
  meta: RequestMeta;
  now: Date;
}): Promise<BusinessRequestDetail> {
  const { db, actor, requestId, input, meta, now } = options;
  assertAdmin(actor);
  const note = noteOf(input.note, true) ?? '';
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    await tx
      .insert(businessRequestNotes)
      .values({ requestId: row.id, authorUserId: actor.userId, body: note, createdAt: now });
    await tx.update(businessRequests).set({ updatedAt: now }).where(eq(businessRequests.id, row.id));
    await writeAudit(tx, {
      action: 'admin.business_request_note_added',
      actorUserId: actor.userId,
      targetType: 'business_request',
      targetId: row.id,
      details: { status: row.status },
      meta,
    });
    return getBusinessRequest({ db: tx, actor, requestId: row.id });
  });
}
