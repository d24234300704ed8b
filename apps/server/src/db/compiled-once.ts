import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

interface Template<O> {
  compiled: CompiledQuery<O>;
  /** For each parameter of the compiled query: the index of the value it takes, or null (a constant). */
  slots: (number | null)[];
}

const STAND_IN = '\u0000thesis-value-';

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
  const templates = new WeakMap<Kysely<DB>, Template<O>>();
  const arity = build.length - 1;
  const templateFor = (db: Kysely<DB>): Template<O> => {
    const known = templates.get(db);
    if (known) return known;
    const standIns = Array.from({ length: arity }, (_, index) => `${STAND_IN}${index}`);
    const compiled = build(db, ...(standIns as A)).compile();
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
  return async (db, ...values) => {
    // `build`'s declared values are the stand-ins: one with a default or a rest parameter would go unplaced.
    if (values.length !== arity) throw new Error(`compiledOnce: ${values.length} values given, the statement takes ${arity}`);
    const { compiled, slots } = templateFor(db);
    const parameters = slots.map((slot, index) => (slot === null ? compiled.parameters[index] : values[slot]));
    const result = await db.executeQuery<O>({ ...compiled, queryId: createQueryId(), parameters });
    return result.rows;
  };
}
