/**
 * An e-mail address as the store's counter sees it (decision 093): the first letter of the name,
 * the first letter of the domain and its top-level domain, each hidden part three asterisks
 * whatever its length, as banks and Stripe show an address they confirm. The customer at the
 * counter recognises their own address; a list of masks gives nobody an address to write to, and
 * a family's own domain ('anna@andersson.se') does not give their surname away.
 *
 * - 'anna.andersson@example.se' → 'a***@e***.se'
 * - 'bo@mail.student.uu.se' → 'b***@m***.se'
 * - 'x@localhost' → 'x***@l***'; anything without a name and a domain → '***'
 *
 * Letters are counted as characters after NFC normalisation, so 'åsa@…' keeps 'å' whole.
 */
const HIDDEN = '***';

export function maskEmail(email: string): string {
  const text = email.normalize('NFC').trim();
  const at = text.lastIndexOf('@');
  const local = Array.from(text.slice(0, at));
  const domain = text.slice(at + 1);
  const labels = domain.split('.');
  const [first] = Array.from(labels[0] ?? '');
  if (at <= 0 || first === undefined) return HIDDEN;
  const topLevel = labels.length > 1 ? labels[labels.length - 1] : '';
  return `${local[0]}${HIDDEN}@${first}${HIDDEN}${topLevel ? `.${topLevel}` : ''}`;
}
