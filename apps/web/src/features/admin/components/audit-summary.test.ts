import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/use-audit-log.ts';
import { actionLabel, detailsSummary } from './audit-summary.ts';

const linked: AuditEntry = {
  id: '2b1f6c9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  actorId: '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  actorName: 'Neema Mushi',
  action: 'user.identity_linked',
  targetType: 'user',
  targetId: '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  targetName: 'Neema Mushi',
  details: { issuer: 'https://accounts.google.com', passwordRemoved: true, sessionsEnded: true },
  createdAt: '2026-11-22T09:00:00.000Z',
};

describe('audit summary', () => {
  it('puts a linked sign-in provider into words, in English and Swahili', async () => {
    await i18next.loadNamespaces('admin');
    const en = i18next.getFixedT('en', 'admin');
    expect(actionLabel(linked.action, en)).toBe('Linked to a sign-in provider');
    expect(detailsSummary(linked, en)).toBe(
      'Linked to accounts.google.com · password removed · devices signed out',
    );
    await i18next.loadLanguages('sw');
    const sw = i18next.getFixedT('sw', 'admin');
    expect(detailsSummary(linked, sw)).toBe(
      'Imeunganishwa na accounts.google.com · nenosiri limeondolewa · vifaa vimetolewa',
    );
    expect(detailsSummary({ ...linked, details: { issuer: 'not a url' } }, en)).toBe('Linked to not a url');
  });
});
