// Calendar days are Tanzania's: an event "today" means today in Dar es Salaam, whatever the server's clock zone.
const tanzaniaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' });

export function tanzaniaToday(now = new Date()): string {
  return tanzaniaDay.format(now);
}
