import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZVerifyReceiptResponse, type VerifyReceiptResponse } from '@ramkoll/shared/schemas/analysis';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import type { z } from 'zod';

/**
 * One person using the product over HTTP, as the web app does: session cookies kept between
 * calls, JSON bodies checked against the shared contracts.
 */
export class ApiUser {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    /** The address the person connects from (X-Forwarded-For; the server trusts its proxy). */
    private readonly address: string,
  ) {}

  /** When the current access token was issued (it lives 15 minutes). */
  signedInAt = 0;
  private credentials: { email: string; password: string } | null = null;

  /** E-mail sign-up with a personnummer: the account is created and signed in by the answer. */
  async signUp(input: {
    email: string;
    password: string;
    fullName: string;
    personalNumber: string;
  }): Promise<void> {
    await this.request('/api/auth/sign-up', ZSessionResponse, {
      method: 'POST',
      json: { ...input, language: 'sv' },
    });
    this.credentials = { email: input.email, password: input.password };
    this.signedInAt = Date.now();
  }

  /** Signs in again with the password chosen at sign-up, when the session may have run out. */
  async ensureFreshSession(maxAgeMs: number): Promise<void> {
    if (Date.now() - this.signedInAt < maxAgeMs) return;
    if (!this.credentials) throw new Error('sign up first');
    await this.request('/api/auth/sign-in', ZSessionResponse, { method: 'POST', json: this.credentials });
    this.signedInAt = Date.now();
  }

  /** POST /api/me/uploads/receipts, multipart with one part named `file`, as the form sends it. */
  async uploadReceipt(bytes: Buffer, fileName: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), fileName);
    const uploaded = await this.request('/api/me/uploads/receipts', ZUploadedFile, {
      method: 'POST',
      body: form,
    });
    return uploaded.id;
  }

  async verifyReceipt(receiptFileId: string, frameNumber: string): Promise<VerifyReceiptResponse> {
    return this.request('/api/me/analysis/receipt', ZVerifyReceiptResponse, {
      method: 'POST',
      json: { receiptFileId, frameNumber },
    });
  }

  private async request<T extends z.ZodType>(
    path: string,
    schema: T,
    options: { method: string; json?: unknown; body?: FormData },
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: options.method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = ZApiError.safeParse(body);
      throw new ApiError(response.status, error.success ? error.data.error.code : `HTTP_${response.status}`);
    }
    return schema.parse(body);
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}
