import { ZIdVerification, type IdVerification } from '@ramkoll/shared/schemas/id-verification';
import { ZUploadedFile, type UploadedFile } from '@ramkoll/shared/schemas/upload';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { accessOnly, cookiesFrom, signUp, type Cookies } from './auth-helpers.js';
import { testImage, uploadFile } from './upload-helpers.js';

export interface NewCustomer {
  id: string;
  email: string;
  cookies: Cookies;
}

/** A customer signed up with e-mail: no BankID, so their identity is not verified yet. */
export async function newCustomer(app: FastifyInstance): Promise<NewCustomer> {
  const response = await signUp(app);
  expect(response.statusCode, response.body).toBe(201);
  const { user } = ZSessionResponse.parse(response.json());
  if (!user) throw new Error('sign-up returned no user');
  return { id: user.id, email: user.email, cookies: cookiesFrom(response) };
}

/** A real ID photo upload to the id-documents bucket. */
export async function uploadIdPhoto(app: FastifyInstance, cookies: Cookies): Promise<UploadedFile> {
  const response = await uploadFile(app, cookies, 'id-documents', { bytes: await testImage('jpeg') });
  expect(response.statusCode, response.body).toBe(201);
  return ZUploadedFile.parse(response.json());
}

export function submitIdPhoto(
  app: FastifyInstance,
  cookies: Cookies | null,
  fileId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/me/id-verification',
    payload: { fileId },
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

/** Uploads an ID photo and submits it; fails the test unless both succeed. */
export async function submittedIdPhoto(
  app: FastifyInstance,
  cookies: Cookies,
): Promise<IdVerification & { fileId: string }> {
  const photo = await uploadIdPhoto(app, cookies);
  const response = await submitIdPhoto(app, cookies, photo.id);
  expect(response.statusCode, response.body).toBe(201);
  return { ...ZIdVerification.parse(response.json()), fileId: photo.id };
}
