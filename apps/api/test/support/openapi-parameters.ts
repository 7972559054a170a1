import fc from 'fast-check';
import { invalidValue, type Schema, type SchemaArbitraries } from './openapi-arbitraries.ts';

/** Stands for a record of the session a request is sent with (its own item or user id); the sender fills it in. */
export const OWN_RECORD = '<own record>';

/** A string value for a path or query parameter: valid, at a boundary, or not of its type at all. */
export function parameterValue(arbitraries: SchemaArbitraries, schema: Schema): fc.Arbitrary<string> {
  const resolved = arbitraries.resolve(schema);
  const numeric = resolved.type === 'integer' || resolved.type === 'number';
  const outside = numeric
    ? fc.constantFrom(
        String((resolved.minimum ?? 0) - 1),
        String((resolved.maximum ?? 100) + 1),
        '1.5',
        '-0',
        '1e3',
        '0x10',
        'NaN',
        '',
      )
    : invalidValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return fc.oneof(
    { weight: 3, arbitrary: arbitraries.valid(resolved).map(String) },
    { weight: 1, arbitrary: outside },
    { weight: resolved.format === 'uuid' ? 2 : 0, arbitrary: fc.constant(OWN_RECORD) },
  );
}
