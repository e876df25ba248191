import type { Orm } from './client.js';

/**
 * One value per database handle, made on first use: named prepared statements belong to a handle (they are
 * parsed and planned once per connection instead of on every request; docs/decisions/0006).
 */
export function perHandle<T>(make: (orm: Orm) => T): (orm: Orm) => T {
  const made = new WeakMap<Orm, T>();
  return (orm) => {
    let value = made.get(orm);
    if (value === undefined) {
      value = make(orm);
      made.set(orm, value);
    }
    return value;
  };
}
