/** A field of the records a `recordMaker` makes: its name, and how its value is converted, if it is. */
export interface RecordField {
  name: string;
  convert?: ((value: unknown) => unknown) | undefined;
}

/**
 * Makes records of one shape from arrays of values, the field at each index named as `fields`
 * says (a later field of the same name wins). The maker is compiled once for the shape: an object
 * literal of fixed keys, which V8 builds from one template, where assigning the keys one by one
 * costs a property lookup and a change of the object's hidden class for every field of every row.
 */
export function recordMaker(fields: readonly RecordField[]): (values: readonly unknown[]) => Record<string, unknown> {
  // In a literal, a key of __proto__ would set the prototype instead of a field.
  if (fields.some(({ name }) => name === '__proto__')) throw new Error('recordMaker: a field named __proto__');
  const entries = fields.map(({ name, convert }, at) => {
    const value = `values[${at}]`;
    return `${JSON.stringify(name)}: ${convert ? `converters[${at}](${value})` : value}`;
  });
  const converters = fields.map((field) => field.convert);
  return new Function('converters', `return (values) => ({ ${entries.join(', ')} });`)(converters);
}
