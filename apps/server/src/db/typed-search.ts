// What a person typed into a list's search box, as SQL: part of a name, an e-mail or a group (case-blind, its own % and
// _ taken literally), or part of a phone number in any form people write one. The ledger and the guest list use it.
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './newest-first.ts';

/** True for a row whose `text` columns contain `typed`, or whose E.164 `phone` holds the digits typed. */
export function typedSearch(typed: string, columns: { text: SQL[]; phone: SQL }): SQL {
  const term = containsPattern(typed) ?? '%';
  const matches = columns.text.map((column) => sql`${column} ilike ${term}`);
  // A phone in any form: 0754 123 456, 754123456, +255 754…: compare digits, the leading 0 standing for 255.
  const digits = typed.replace(/\D/g, '').replace(/^0/, '');
  if (digits.length >= 3) matches.push(sql`replace(${columns.phone}, '+', '') like ${`%${digits}%`}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}
