import { bigint, bigserial, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './identity.js';
import { residentials, tenants } from './organisation.js';

/**
 * Spec "File type": which extensions a business type (bizType) accepts, the largest file in KB, and whether its
 * files are kept (useType 1 long-term) or cleaned by the scheduler (2 temporary).
 */
export const fileTypes = pgTable(
  'file_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    typeName: varchar('type_name', { length: 50 }).notNull(),
    typeValue: varchar('type_value', { length: 50 }).notNull(),
    /** Comma-separated extensions without dots, e.g. `jpg,png`. */
    fileExtension: varchar('file_extension', { length: 200 }).notNull(),
    /** Kilobytes. */
    maximumFileSize: integer('maximum_file_size').notNull(),
    /** The upload's bizType this type serves (999 general, 3 imports). */
    businessType: varchar('business_type', { length: 20 }).notNull(),
    useType: smallint('use_type').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('file_types_tenant_value_uq').on(t.tenantId, t.typeValue),
    index('file_types_business_idx').on(t.tenantId, t.businessType),
  ],
);

/**
 * Stored files. `storedPath` is relative to DATA_DIR/uploads, chosen by the server (never the client's name),
 * and is the only handle clients see. status 0 normal, 1 delete failed (the cleaner could not remove it).
 */
export const files = pgTable(
  'files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    residentialId: integer('residential_id').references(() => residentials.id),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedPath: varchar('stored_path', { length: 300 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bizType: varchar('biz_type', { length: 20 }).notNull(),
    /**
     * The element of the resource the file belongs to (an import's result: the resource's import element; an
     * export: its export element): besides the uploader, only users holding it may download the file.
     */
    accessElement: varchar('access_element', { length: 100 }),
    useType: smallint('use_type').notNull().default(1),
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_stored_path_uq').on(t.storedPath), index('files_use_type_created_idx').on(t.useType, t.createdAt)],
);
