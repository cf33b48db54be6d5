/**
 * How the shop writes dates, on its pages, in its e-mails and in its PDFs: the American way a
 * person in Miami reads without thinking ("Mar 14, 2026"), never a numeric day/month order that
 * could be read either way.
 *
 * Two kinds of value come from the API:
 * - a calendar day, 'YYYY-MM-DD' (a due, a delivery date, a coverage end): written as that day,
 *   never shifted by a time zone;
 * - a moment, an ISO timestamp (an order placed, a notification): written as the day and time it
 *   was in Miami, where the lab is.
 */

/** The lab's time zone: timestamps are shown as Miami's clocks read them. */
export const shopTimeZone = 'America/New_York';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

const dayInUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayInShop = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: shopTimeZone,
});
const momentInShop = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: shopTimeZone,
  timeZoneName: 'short',
});
const shortMomentInShop = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: shopTimeZone,
});

/** A calendar day ('2026-03-14') or a timestamp as its day: 'Mar 14, 2026'. */
export function formatDay(value: string): string {
  return calendarDay.test(value)
    ? dayInUtc.format(new Date(`${value}T00:00:00Z`))
    : dayInShop.format(new Date(value));
}

const isoDayInShop = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: shopTimeZone,
});

/** The calendar day a moment falls on in Miami, 'YYYY-MM-DD': today in the lab by default. */
export function shopDay(moment: Date = new Date()): string {
  return isoDayInShop.format(moment);
}

/** A timestamp with its time in Miami: 'Mar 14, 2026, 6:00 AM EDT'. */
export function formatDateTime(iso: string): string {
  return momentInShop.format(new Date(iso));
}

/** A recent timestamp in a short list (notifications): 'Mar 14, 6:00 AM'. */
export function formatShortDateTime(iso: string): string {
  return shortMomentInShop.format(new Date(iso));
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function validDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * What a person types for a day, as 'YYYY-MM-DD', or undefined when it is not one: the shown form
 * ('Mar 14, 2026', 'March 14 2026'), the American numeric form ('3/14/2026') or ISO ('2026-03-14').
 */
export function parseDay(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (numeric) return validDay(Number(numeric[3]), Number(numeric[1]), Number(numeric[2]));
  const named = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(value);
  if (named) {
    const name = named[1]!.toLowerCase();
    // 'Mar', 'March' and 'Sept' name a month; 'Marc h' or 'Mayday' do not.
    const month = months.findIndex((full) => full.startsWith(name));
    if (month < 0) return undefined;
    return validDay(Number(named[3]), month + 1, Number(named[2]));
  }
  return undefined;
}
