/**
 * GET /api/me/orders/:id/receipt.pdf: a paid purchase's receipt (its buyer only). A link, not a
 * fetch: the browser opens the PDF with the session cookies.
 */
export function receiptHref(paymentId: string): string {
  return `/api/me/orders/${encodeURIComponent(paymentId)}/receipt.pdf`;
}
