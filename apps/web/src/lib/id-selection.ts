/** A copy of `previous` with `ids` added (`on`) or removed: the row selection of list pages. */
export function withIds(previous: ReadonlySet<string>, ids: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(previous);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
