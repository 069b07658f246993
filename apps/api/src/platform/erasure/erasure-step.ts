import type { ServiceContext } from '../context/service-context.ts';
import type { StoredFile } from '../files/files.schema.ts';

/** The person being erased: their values as they were, and what replaces them. */
export interface ErasedPerson {
  id: string;
  name: string;
  email: string;
  taxNumber: string | null;
  /** "Former employee 3F9A1C": stable (from the id) and naming nobody. */
  anonymousName: string;
  /** A unique address on the reserved `.invalid` domain, which no mail server ever accepts. */
  anonymousEmail: string;
}

/**
 * What one module replaces or removes of a person's personal values (`<domain>.erasure.ts`), run in
 * the erasure's transaction. What the law makes the company keep stays, attached to the person.
 * It answers the files it no longer names: the erasure deletes them last, once every row is done.
 */
export interface ErasureStep {
  run(tx: ServiceContext, person: ErasedPerson): Promise<readonly StoredFile[]>;
}
