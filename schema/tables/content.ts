// What the site publishes and receives: articles, newsletter sign-ups and contact messages.
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { newsletterUserTypes } from '../catalogues';
import { users } from './accounts';
import { createdAt, flag, oneOf, updatedAt } from './columns';

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    author: text('author').notNull().default('Admin User'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    readTime: text('read_time').notNull().default('5 mins read'),
    isPublished: flag('is_published', false),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('articles_published_idx').on(table.isPublished, table.createdAt),
    index('articles_category_idx').on(table.category),
  ],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    userType: text('user_type', { enum: newsletterUserTypes }).notNull(),
    isActive: flag('is_active', true),
    subscribedAt: integer('subscribed_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(table.email),
    check('newsletter_subscribers_type_check', oneOf('user_type', newsletterUserTypes)),
  ],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
