import { badRequest } from '../http/api-error.ts';
import { nextOccurrence, type IsoWeek } from './iso-week.ts';

/**
 * A `week` query parameter: an ISO week number read as its next occurrence from `today`
 * (DECISIONS), undefined when absent; 400 for anything but 1–53.
 */
export function weekParam(raw: unknown, name: string, today: Date): IsoWeek | undefined {
  if (raw === undefined) return undefined;
  const week =
    typeof raw === 'string' && /^\d{1,2}$/.test(raw)
      ? nextOccurrence(Number(raw), today)
      : undefined;
  if (!week) throw badRequest(`Invalid ${name}: expected an ISO week number from 1 to 53`);
  return week;
}
