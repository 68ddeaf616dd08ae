import { formatDate } from '@/lib/format/date';
import { fillTemplate } from '@/lib/market/add-notice';

/**
 * The countdown's "{date}({zone})" line: the start in the store's time zone. Formatted where the
 * date library already is (the server, the room's lazy calendar panel), so the countdown's own
 * client code ships without it.
 */
export function startsAtText(template: string, start: number, timeZone: string): string {
  return fillTemplate(template, { date: formatDate(start, timeZone, 'yyyy/LL/dd HH:mm'), zone: timeZone });
}
