import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

interface Template<O> {
  compiled: CompiledQuery<O>;
  /** For each parameter of the compiled query: the index of the value it takes, or null (a constant). */
  slots: (number | null)[];
}

const STAND_IN = '\u0000thesis-value-';

/**
 * `build` compiled once per database with `arity` stand-ins for its values (`place` hands them to
 * it), then run with the values given: each stand-in must reach the statement as a parameter of its own.
 */
function compiledFrom<DB, O>(arity: number, place: (db: Kysely<DB>, standIns: string[]) => Compilable<O>): (db: Kysely<DB>, values: readonly unknown[]) => Promise<O[]> {
  const templates = new WeakMap<Kysely<DB>, Template<O>>();
  const templateFor = (db: Kysely<DB>): Template<O> => {
    const known = templates.get(db);
    if (known) return known;
    const standIns = Array.from({ length: arity }, (_, index) => `${STAND_IN}${index}`);
    const compiled = place(db, standIns).compile();
    const slots = compiled.parameters.map((parameter) => {
      const index = standIns.indexOf(parameter as string);
      return index < 0 ? null : index;
    });
    standIns.forEach((_, index) => {
      if (!slots.includes(index)) throw new Error(`compiledOnce: value ${index + 1} is not a parameter of its own in: ${compiled.sql}`);
    });
    const template = { compiled, slots };
    templates.set(db, template);
    return template;
  };
  return async (db, values) => {
    const { compiled, slots } = templateFor(db);
    const parameters = slots.map((slot, index) => (slot === null ? compiled.parameters[index] : values[slot]));
    const result = await db.executeQuery<O>({ ...compiled, queryId: createQueryId(), parameters });
    return result.rows;
  };
}

/**
 * A statement whose shape never changes (no lists whose length varies, no optional clauses), built
 * and compiled by Kysely once per database and then run with new values. Building and compiling a
 * query on every run cost about a quarter of a signed-in request's CPU for the session's statement
 * alone (docs/benchmarks.md, "Statements compiled once").
 *
 * `build` is called once with stand-ins for its values; each must reach the compiled statement as
 * one parameter of its own (`.where(column, '=', value)`, `.limit(value)`), never inside a list or a
 * raw fragment that copies it. A value that does not is a programming error, thrown on first use.
 */
export function compiledOnce<DB, A extends unknown[], O>(build: (db: Kysely<DB>, ...values: A) => Compilable<O>): (db: Kysely<DB>, ...values: A) => Promise<O[]> {
  const arity = build.length - 1;
  const run = compiledFrom<DB, O>(arity, (db, standIns) => build(db, ...(standIns as A)));
  return (db, ...values) => {
    // `build`'s declared values are the stand-ins: one with a default or a rest parameter would go unplaced.
    if (values.length !== arity) return Promise.reject(new Error(`compiledOnce: ${values.length} values given, the statement takes ${arity}`));
    return run(db, values);
  };
}

/** The lengths a list of ids is padded to by `compiledWithIds`: a statement per length, not per list. */
export const ID_LIST_LENGTHS = [1, 2, 5, 10, 25, 50, 100] as const;

/**
 * `compiledOnce` for a statement that takes a list of ids (`.where('id', 'in', ids)`) before its
 * other values: the list is padded with its first id to the next of ID_LIST_LENGTHS, so the
 * statement is compiled once per length, not once per list. A longer list is built and compiled on
 * the spot. The list must not be empty, and the answer must not depend on how often an id is listed
 * (`in`, not a count).
 */
export function compiledWithIds<DB, A extends unknown[], O>(
  build: (db: Kysely<DB>, ids: readonly string[], ...values: A) => Compilable<O>,
): (db: Kysely<DB>, ids: readonly string[], ...values: A) => Promise<O[]> {
  const arity = build.length - 2;
  const byLength = new Map(
    ID_LIST_LENGTHS.map((length) => [length, compiledFrom<DB, O>(length + arity, (db, standIns) => build(db, standIns.slice(0, length), ...(standIns.slice(length) as A)))]),
  );
  return async (db, ids, ...values) => {
    if (ids.length === 0) throw new Error('compiledWithIds: an empty list of ids');
    if (values.length !== arity) throw new Error(`compiledWithIds: ${values.length} values given, the statement takes ${arity}`);
    const length = ID_LIST_LENGTHS.find((candidate) => candidate >= ids.length);
    if (length === undefined) return (await db.executeQuery(build(db, ids, ...values).compile())).rows;
    return byLength.get(length)!(db, [...ids, ...Array<string>(length - ids.length).fill(ids[0]!), ...values]);
  };
}
