// The entity model format: the zod schema of an entity's stored attributes (the one place its shape
// is written down, usually a shared schema or one derived from it) and the keys and indexes built
// from those attributes. Item types are the schema's output, so what a read answers is already the
// shared type. Key and index definitions keep the shape ElectroDB gave them, which the table's data
// was first written with (keys.ts).
import * as z from 'zod';

export type StoredSchema = z.ZodObject;

interface KeyDefinition {
  readonly field: string;
  /** The attributes the key is built from, in order. */
  readonly composite: readonly string[];
}

export interface IndexDefinition {
  /** The GSI name; absent for the table's own key. */
  readonly index?: string;
  /** Entities whose index shares a collection are read together by one Query (sk prefix "$collection#"). */
  readonly collection?: string;
  readonly pk: KeyDefinition;
  readonly sk: KeyDefinition;
}

export interface EntityModel {
  readonly model: { readonly entity: string; readonly version: string; readonly service: string };
  /** The stored attributes: writes are checked against it; reads answer its output type. */
  readonly schema: StoredSchema;
  /** Attributes stored under another field name (the table's TTL attribute). */
  readonly fields?: Readonly<Record<string, string>>;
  readonly indexes: Readonly<Record<string, IndexDefinition>>;
  /**
   * Maps values an older model stored onto the current one, on every read (the attributes as
   * found, under their own names), so items written before a model change read right before they
   * are migrated. Reads are not checked against the schema, so such items stay readable; writes are.
   */
  readonly read?: (attributes: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Attributes a whole-item write (put, create) stores beside the schema's, checked like them, that
   * no read ever answers: kept in the table (for support and the books) and absent from every item
   * read, so nothing built from a read, every API answer among them, can carry them.
   */
  readonly storedOnly?: StoredSchema;
}

type AttributeName<S extends StoredSchema> = keyof z.output<S> & string;

interface TypedKey<S extends StoredSchema> {
  readonly field: string;
  readonly composite: readonly AttributeName<S>[];
}

/**
 * An entity model, its key and index attributes checked against the schema at compile time (a key
 * naming an attribute the schema lacks would be built without it).
 */
export function entityModel<
  const S extends StoredSchema,
  const I extends Readonly<Record<string, { readonly index?: string; readonly collection?: string; readonly pk: TypedKey<S>; readonly sk: TypedKey<S> }>>,
  const O extends StoredSchema = never,
>(model: {
  readonly model: EntityModel['model'];
  readonly schema: S;
  readonly fields?: { readonly [K in AttributeName<S>]?: string };
  readonly indexes: I;
  readonly read?: EntityModel['read'];
  readonly storedOnly?: O;
}) {
  return model;
}

/**
 * A value copied whole from elsewhere (a search summary built from a checked profile or listing, a
 * report computed from the books), typed as `schema`'s output and stored as given. A write checks
 * each field it carries against `schema` but requires none: its builder is typed to make it whole,
 * and the copies were stored unchecked until now, so a missing field is no reason to refuse one.
 */
export const copiedDocument = <S extends z.ZodObject>(schema: S) => {
  const fields = schema.partial();
  return z.custom<z.output<S>>((value) => fields.safeParse(value).success);
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type Item<M extends EntityModel> = z.output<M['schema']>;

type StoredOnlyOf<M extends EntityModel> = NonNullable<M['storedOnly']>;

/** What a whole-item write (put, create) takes: the item, with any of the model's stored-only attributes. */
export type WholeItem<M extends EntityModel> = Item<M> & ([StoredOnlyOf<M>] extends [never] ? unknown : Partial<z.output<StoredOnlyOf<M>>>);

/** The index without a GSI name: the table's own pk/sk. */
type TableIndexName<M extends EntityModel> = {
  [I in keyof M['indexes']]: M['indexes'][I] extends { index: string } ? never : I;
}[keyof M['indexes']];

type CompositeOf<M extends EntityModel, I extends keyof M['indexes'], K extends 'pk' | 'sk'> = M['indexes'][I][K]['composite'][number] &
  keyof Item<M>;

/** The attributes naming one item: the table key's composite attributes. */
export type KeyOf<M extends EntityModel> = Simplify<{
  [K in CompositeOf<M, TableIndexName<M>, 'pk'> | CompositeOf<M, TableIndexName<M>, 'sk'>]-?: Exclude<Item<M>[K], undefined>;
}>;

/** The attributes naming one partition of index I. */
export type PartitionKeyOf<M extends EntityModel, I extends keyof M['indexes']> = Simplify<{
  [K in CompositeOf<M, I, 'pk'>]-?: Exclude<Item<M>[K], undefined>;
}>;

/** What a query of index I takes: every partition key attribute, and sort key attributes from the left. */
export type QueryKeyOf<M extends EntityModel, I extends keyof M['indexes']> = Simplify<PartitionKeyOf<M, I> & SortKeyOf<M, I>>;

/** Sort key attributes bounding a range (between). */
export type SortKeyOf<M extends EntityModel, I extends keyof M['indexes']> = Simplify<{
  [K in CompositeOf<M, I, 'sk'>]?: Exclude<Item<M>[K], undefined>;
}>;

/** What an update may set: any attribute but the table key's. */
export type SetOf<M extends EntityModel> = Simplify<Partial<Omit<Item<M>, keyof KeyOf<M>>>>;

/** Attributes an update may remove: the optional ones. */
export type RemovableOf<M extends EntityModel> = {
  [K in keyof Item<M>]-?: undefined extends Item<M>[K] ? K : never;
}[keyof Item<M>] &
  string;

/** Numeric attributes, which add() and subtract() change in place. */
export type NumericOf<M extends EntityModel> = {
  [K in keyof Item<M>]-?: Exclude<Item<M>[K], undefined> extends number ? K : never;
}[keyof Item<M>];
