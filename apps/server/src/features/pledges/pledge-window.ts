// When an event takes pledges, and when it takes money: the Contribute form, the pledge page and the payment page agree.
import { todayInTanzania } from '@sherehe/core/booking-rules';

type EventWindow = {
  status: 'open' | 'closed';
  hiddenAt: Date | null;
  pledgeDeadline: string;
  startsAt: Date;
};

/** Open, not hidden, its pledge deadline (a day in Tanzania) and the event itself not passed. */
export function acceptsPledges(event: EventWindow, now: Date = new Date()): boolean {
  return (
    event.status === 'open' &&
    event.hiddenAt === null &&
    todayInTanzania(now) <= event.pledgeDeadline &&
    event.startsAt.getTime() > now.getTime()
  );
}

/**
 * Money keeps coming after the deadline and after the day (people pay their michango late), and after the host closed
 * it to new pledges: what was promised is still owed. Only an event an admin hid takes nothing.
 */
export function acceptsMoney(event: Pick<EventWindow, 'hiddenAt'>): boolean {
  return event.hiddenAt === null;
}
