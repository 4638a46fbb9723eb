// Refusals of a vendor's monthly statement.
export const statementReasons = {
  'statements.month_invalid': 'Choose a month, written as 2026-11.',
  'statements.format_invalid': 'A statement downloads as CSV or PDF.',
} as const;
