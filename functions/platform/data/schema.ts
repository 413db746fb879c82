// The entity model format ("entities as code": attributes, keys and indexes in one object) and the
// item types inferred from it, so a model is the only place an entity's shape is written down.
// The format is ElectroDB's, which the table's data was first written with; only the parts this
// codebase uses are supported.

export type EnumValues = readonly string[];

export interface AttributeDefinition {
  readonly type: 'string' | 'number' | 'boolean' | 'any' | 'map' | 'list' | EnumValues;
  readonly required?: boolean;
  /** The stored field name when it differs from the attribute's (the table's TTL attribute). */
  readonly field?: string;
  /** A map's attributes. */
  readonly properties?: Readonly<Record<string, AttributeDefinition>>;
  /** A list's element. */
  readonly items?: AttributeDefinition;
}

export type Attributes = Readonly<Record<string, AttributeDefinition>>;

export interface KeyDefinition {
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
  readonly attributes: Attributes;
  readonly indexes: Readonly<Record<string, IndexDefinition>>;
  /**
   * Maps values an older model stored onto the current one, on every read (the attributes as
   * found, under their own names), so items written before a model change read right before they
   * are migrated. Writes are checked against the current model only.
   */
  readonly read?: (attributes: Record<string, unknown>) => Record<string, unknown>;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredNames<A extends Attributes> = { [K in keyof A]: A[K] extends { required: true } ? K : never }[keyof A];

/** The value an attribute holds. `any` attributes hold whatever the service stores: callers narrow them. */
export type ValueOf<D> = D extends { type: 'string' }
  ? string
  : D extends { type: 'number' }
    ? number
    : D extends { type: 'boolean' }
      ? boolean
      : D extends { type: 'any' }
        ? unknown
        : D extends { type: 'map'; properties: infer P extends Attributes }
          ? ItemOf<P>
          : D extends { type: 'list'; items: infer I }
            ? ValueOf<I>[]
            : D extends { type: infer E extends EnumValues }
              ? E[number]
              : never;

/** Required attributes are always present; the others may be absent. */
export type ItemOf<A extends Attributes> = Simplify<
  { [K in RequiredNames<A>]: ValueOf<A[K]> } & { [K in Exclude<keyof A, RequiredNames<A>>]?: ValueOf<A[K]> }
>;

export type Item<M extends EntityModel> = ItemOf<M['attributes']>;

/** The index without a GSI name: the table's own pk/sk. */
export type TableIndexName<M extends EntityModel> = {
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
export type RemovableOf<M extends EntityModel> = Exclude<keyof M['attributes'], RequiredNames<M['attributes']>> & string;

/** Numeric attributes, which add() and subtract() change in place. */
export type NumericOf<M extends EntityModel> = {
  [K in keyof Item<M>]-?: Exclude<Item<M>[K], undefined> extends number ? K : never;
}[keyof Item<M>];
