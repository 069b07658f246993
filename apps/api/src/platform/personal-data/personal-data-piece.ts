import { eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { files, type StoredFile } from '../files/files.schema.ts';

/** One JSON file of a person's export: the rows of one kind about them. */
export interface PersonalRows {
  /** Its name in the zip, e.g. 'vacations.json'. */
  file: string;
  /** What the file holds, one sentence for the zip's README.txt. */
  about: string;
  /** The columns naming a person that the rows are read by (the coverage test checks them). */
  covers: readonly PgColumn[];
  read(executor: Executor, personId: string): Promise<readonly object[]>;
}

/** Stored files of the person, under `files/<folder>/` in the zip. */
export interface PersonalFiles {
  folder: string;
  about: string;
  read(executor: Executor, personId: string): Promise<readonly StoredFile[]>;
}

/**
 * What a module holds about a person (`<domain>.personal-data.ts`), for the export of their data
 * (GDPR articles 15 and 20): its JSON files and its stored files.
 */
export interface PersonalDataPiece {
  rows: readonly PersonalRows[];
  files?: readonly PersonalFiles[];
}

type Naming = readonly [PgColumn, ...PgColumn[]];

function naming(by: Naming, personId: string): SQL | undefined {
  return or(...by.map((column) => eq(column, personId)));
}

/**
 * The common case: the rows of one table where any of `by` names the person, every column but the
 * `omit`ted ones (hashes, secrets, keys derived from other columns).
 */
export function rowsOf(options: {
  file: string;
  about: string;
  table: PgTable;
  by: Naming;
  omit?: readonly string[];
}): PersonalRows {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(options.table)).filter(
      ([name]) => !options.omit?.includes(name),
    ),
  );
  return {
    file: options.file,
    about: options.about,
    covers: options.by,
    read: (executor, personId) =>
      executor.select(columns).from(options.table).where(naming(options.by, personId)),
  };
}

/** The stored files a column of `table` names, on the rows where any of `by` names the person. */
export function storedFilesOf(options: {
  folder: string;
  about: string;
  table: PgTable;
  fileId: PgColumn;
  by: Naming;
}): PersonalFiles {
  return {
    folder: options.folder,
    about: options.about,
    read: (executor, personId) =>
      executor
        .select(getTableColumns(files))
        .from(options.table)
        .innerJoin(files, eq(files.id, options.fileId))
        .where(naming(options.by, personId)),
  };
}
