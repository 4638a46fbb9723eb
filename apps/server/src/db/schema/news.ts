// News posts written by admins in English and Swahili: Markdown as typed, and the HTML sanitised when saved.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    // Either language may be blank while the other is written; readers get theirs, else the other.
    titleEn: text('title_en').notNull().default(''),
    titleSw: text('title_sw').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    summarySw: text('summary_sw').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodySw: text('body_sw').notNull().default(''),
    bodyHtmlEn: text('body_html_en').notNull().default(''),
    bodyHtmlSw: text('body_html_sw').notNull().default(''),
    coverKey: text('cover_key'),
    // draft: only admins see it; scheduled: published by a job at publish_at; published: public since published_at.
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Set once, when the opted-in readers were told: unpublishing and publishing again does not tell them twice.
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('news_posts_slug_unique').on(table.slug),
    index('news_posts_published_idx').on(table.publishedAt, table.id).where(sql`status = 'published'`),
    index('news_posts_updated_idx').on(table.updatedAt, table.id),
    check('news_posts_status_check', sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check('news_posts_schedule_check', sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`),
  ],
);
