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

  it('puts listing and review moderation into words, in English and Swahili', async () => {
    await i18next.loadNamespaces('admin');
    await i18next.loadLanguages('sw');
    const en = i18next.getFixedT('en', 'admin');
    const sw = i18next.getFixedT('sw', 'admin');
    const archived: AuditEntry = {
      ...linked,
      action: 'listing.archived',
      targetType: 'listing',
      targetId: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
      targetName: null,
      details: {
        title: 'Ukumbi wa Bahari',
        vendorId: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
        businessName: 'Bahari Events',
        from: 'published',
        reason: 'Fake photos',
      },
    };
    expect(actionLabel(archived.action, en)).toBe('Listing archived');
    expect(detailsSummary(archived, en)).toBe('Reason: Fake photos · was Published');
    expect(actionLabel('listing.restored', sw)).toBe('Tangazo limerudishwa kuwa rasimu');
    const hidden: AuditEntry = {
      ...linked,
      action: 'review.hide',
      targetType: 'review',
      targetName: null,
      details: { listingId: archived.targetId, authorId: linked.actorId, rating: 1 },
    };
    expect(actionLabel(hidden.action, en)).toBe('Review hidden');
    expect(detailsSummary(hidden, en)).toBe('1 of 5 stars');
    expect(detailsSummary(hidden, sw)).toBe('nyota 1 kati ya 5');
  });
});

describe('news in the audit log', () => {
  const news: AuditEntry = {
    id: '3c2b1a0f-9e8d-4c7b-8a6f-5e4d3c2b1a0f',
    actorId: '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
    actorName: 'Rehema Admin',
    action: 'news.updated',
    targetType: 'news_post',
    targetId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
    targetName: null,
    details: { slug: 'sherehe-in-mwanza', title: 'Sherehe in Mwanza', fields: ['titleEn', 'bodySw'] },
    createdAt: '2026-11-22T09:00:00.000Z',
  };

  it('says what changed, when a post goes out and what it was, in English and Swahili', async () => {
    await i18next.loadNamespaces(['admin', 'adminNews']);
    await i18next.loadLanguages('sw');
    const en = i18next.getFixedT('en', 'admin');
    const sw = i18next.getFixedT('sw', 'admin');
    expect(actionLabel('news.updated', en)).toBe('News post changed');
    expect(detailsSummary(news, en)).toBe('Changed: title (English), text (Swahili)');
    expect(detailsSummary(news, sw)).toBe('Imebadilishwa: kichwa (Kiingereza), maandishi (Kiswahili)');
    const scheduled = {
      ...news,
      action: 'news.scheduled',
      details: { publishAt: '2026-12-01T06:00:00.000Z' },
    };
    expect(detailsSummary(scheduled, en)).toBe('To be published 1 Dec 2026, 09:00');
    expect(detailsSummary(scheduled, sw)).toBe('Itachapishwa 1 Des 2026, 09:00');
    const byJob = {
      ...news,
      action: 'news.published',
      details: { scheduledFor: '2026-12-01T06:00:00.000Z' },
    };
    expect(detailsSummary(byJob, en)).toBe('At the time chosen, 1 Dec 2026, 09:00');
    const down = {
      ...news,
      action: 'news.unpublished',
      details: { was: 'scheduled', title: 'x', slug: 'x' },
    };
    expect(detailsSummary(down, en)).toBe('was: Scheduled');
    expect(detailsSummary({ ...news, action: 'news.cover_changed', details: { cover: 'removed' } }, sw)).toBe(
      'picha ya juu imeondolewa',
    );
  });

  it('counts the money rules one save changed, each category’s commission as one', async () => {
    await i18next.loadNamespaces('admin');
    await i18next.loadLanguages('sw');
    const entry: AuditEntry = {
      ...linked,
      action: 'money_settings.changed',
      targetType: 'money_settings',
      targetId: 'money_settings',
      targetName: null,
      details: {
        before: { defaultCommissionBps: 500, categories: { cakes: null, catering: 1000 } },
        after: { defaultCommissionBps: 700, categories: { cakes: 0, catering: null } },
      },
    };
    const en = i18next.getFixedT('en', 'admin');
    const sw = i18next.getFixedT('sw', 'admin');
    expect(actionLabel(entry.action, en)).toBe('Money settings changed');
    expect(detailsSummary(entry, en)).toBe('3 rules changed');
    expect(actionLabel(entry.action, sw)).toBe('Mipangilio ya pesa imebadilishwa');
    expect(detailsSummary(entry, sw)).toBe('Kanuni 3 zimebadilishwa');
  });
});
