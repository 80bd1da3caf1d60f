// spec §5, « Email format »: total length 6 to 254; local part 1 to 64 characters; domain
// labels at most 63 characters, 1 to 8 labels; final label 2 to 63 letters.
//
// Read as the usual pattern those numbers come from: the domain is 1 to 8 labels, each
// followed by a dot, then the final label (so « a@b.fr » is one label, « b », and the final
// label « fr »). What the spec leaves out is read strictly but plainly: a local part of the
// characters RFC 5322 allows unquoted (no leading, trailing or doubled dot), labels of
// letters, digits and inner hyphens.

export const emailLengths = {
  total: { min: 6, max: 254 },
  local: { min: 1, max: 64 },
  label: { max: 63 },
  labels: { min: 1, max: 8 },
  finalLabel: { min: 2, max: 63 },
} as const;

/**
 * How much of a posted address a form reads: more than any address accepted above, so that a
 * longer one is refused whole rather than cut into another address.
 */
export const postedEmailLength = 320;

const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const label = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const finalLabel = /^[A-Za-z]+$/;

const within = (length: number, { min = 0, max }: { min?: number; max: number }) =>
  length >= min && length <= max;

/** Whether `email` is an address the site accepts (spec §5). Pure; the caller trims. */
export function isValidEmail(email: string): boolean {
  if (!within(email.length, emailLengths.total)) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 0 || !within(local.length, emailLengths.local) || !localPart.test(local)) return false;

  const labels = domain.split('.');
  const last = labels.pop() ?? '';
  return (
    within(labels.length, emailLengths.labels) &&
    labels.every((part) => within(part.length, emailLengths.label) && label.test(part)) &&
    within(last.length, emailLengths.finalLabel) &&
    finalLabel.test(last)
  );
}
