import fc from 'fast-check';

/** The part of JSON Schema the served OpenAPI document uses. */
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** Values that exist on the server (ids, emails, passwords, reset tokens), so requests reach more than "not found". */
export interface KnownValues {
  ids: string[];
  emails: string[];
  passwords: string[];
  tokens: string[];
  logins: Array<{ username: string; password: string }>;
}

/** Stands for the password of the session a request is sent with; the sender puts the real one in. */
export const CURRENT_PASSWORD = '<current password>';

/** Fields whose known values are worth trying. */
const knownByField: Record<string, 'emails' | 'passwords' | 'tokens'> = {
  username: 'emails',
  password: 'passwords',
  token: 'tokens',
};

/** One value of a list as it is when generated (the lists grow while the test runs), the newest most often. */
function oneOf<T>(list: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc
    .tuple(fc.nat(), fc.boolean())
    .chain(([index, recent]) =>
      list.length === 0
        ? fallback
        : fc.constant(
            list[recent ? list.length - 1 - (index % Math.min(4, list.length)) : index % list.length] as T,
          ),
    );
}

const LONGEST_GENERATED = 300;

/** Values of the wrong type or shape, or hostile text, for any field. */
export const invalidValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, '', ' ', '\u0000', '__proto__', '😀'.repeat(129), {}, []),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 256, maxLength: 2000 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Generates values of one schema of a document: valid ones, the boundaries of each limit, and known ids. */
export class SchemaArbitraries {
  constructor(
    private readonly schemas: Record<string, Schema>,
    private readonly known: KnownValues,
  ) {}

  resolve(schema: Schema): Schema {
    return schema.$ref
      ? this.resolve(this.schemas[schema.$ref.split('/').pop() as string] as Schema)
      : schema;
  }

  /** Valid values, boundaries included. */
  valid(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) {
      return fc.oneof(...alternatives.map((alternative) => this.valid(alternative)));
    }
    if ('const' in schema) {
      return fc.constant(schema.const);
    }
    if (schema.enum) {
      return fc.constantFrom(...schema.enum);
    }
    switch (schema.type) {
      case 'string':
        return this.text(schema);
      case 'integer':
      case 'number':
        return this.number(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.valid(schema.items ?? {}), { maxLength: 3 });
      case 'object':
        return this.object(schema);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /** Mostly valid objects, some with one field wrong, missing, or an unknown field added. */
  body(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const valid = this.valid(schema);
    const keys = Object.keys(schema.properties ?? {});
    if (keys.length === 0) {
      return fc.oneof(valid, invalidValue);
    }
    const mutated = fc
      .tuple(valid, fc.constantFrom(...keys), invalidValue, fc.constantFrom('replace', 'remove', 'add'))
      .map(([value, key, wrong, how]) => {
        const copy = { ...(value as Record<string, unknown>) };
        if (how === 'remove') {
          delete copy[key];
        } else if (how === 'replace') {
          copy[key] = wrong;
        } else {
          Object.assign(copy, { is_superuser: true, owner_id: wrong, id: wrong, hashed_password: 'x' });
        }
        return copy;
      });
    return fc.oneof(
      { weight: 5, arbitrary: valid },
      { weight: 4, arbitrary: mutated },
      { weight: 1, arbitrary: invalidValue },
    );
  }

  private text(schema: Schema): fc.Arbitrary<string> {
    if (schema.format === 'uuid') {
      return fc.oneof({ weight: 3, arbitrary: oneOf(this.known.ids, fc.uuid()) }, fc.uuid());
    }
    if (schema.format === 'email') {
      return fc.oneof(oneOf(this.known.emails, generatedEmail), generatedEmail);
    }
    if (schema.format === 'date-time') {
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    }
    const min = schema.minLength ?? 0;
    const max = Math.min(schema.maxLength ?? LONGEST_GENERATED, LONGEST_GENERATED);
    return fc.oneof(
      fc.string({ minLength: min, maxLength: Math.min(max, min + 30) }),
      fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
      fc.constantFrom(min, max).chain((length) => fc.string({ minLength: length, maxLength: length })),
    );
  }

  private number(schema: Schema): fc.Arbitrary<number> {
    const min = schema.minimum ?? -1_000_000;
    const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000_000);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }

  private object(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const arbitraries = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => {
        const known = knownByField[key];
        const valid = this.valid(property);
        return [
          key,
          known ? fc.oneof(valid, oneOf(this.known[known], valid as fc.Arbitrary<string>)) : valid,
        ];
      }),
    );
    const record = fc.record(arbitraries, {
      requiredKeys: (schema.required ?? []).filter((key) => key in properties),
    });
    if ('username' in properties) {
      return fc.oneof(record, oneOf(this.known.logins, record));
    }
    if ('current_password' in properties) {
      return fc.oneof(
        record,
        record.map((value) => ({ ...value, current_password: CURRENT_PASSWORD })),
      );
    }
    return record;
  }
}

/** Addresses the API accepts, of every length up to 254. */
const generatedEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,62}[a-z0-9])?$/),
    fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/),
    fc.constantFrom('com', 'example', 'org'),
  )
  .map(([local, domain, top]) => `${local}@${domain}.${top}`)
  .filter((email) => !/\.\.|\.@/.test(email));
