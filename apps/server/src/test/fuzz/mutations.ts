import { fc } from '@fast-check/vitest';

/** Strings an attacker or a broken client sends: huge, exotic unicode, traversal, injection, control characters. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(70_000),
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '\u202e\u0000\u0007\u001b[31m',
    '😀'.repeat(300),
    '\ud800',
    'Z̸̛̦̓a̷̗̍l̶̜̇g̵͙̈́o̸͖̍',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{{7*7}}${7*7}',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '-1',
    '0.5',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-7fff-bfff-ffffffffffff',
  ),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Numbers JSON can carry that break naive code: overflow, negatives, fractions, precision edges. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), 2 ** 31, -1, 0, -0, 0.5, -0.000001, 1.7976931348623157e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind: the type check of every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[]], [null], { $gt: '' }, { __proto__: { admin: true } }, { constructor: { prototype: { polluted: true } } }),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** Path segments that are not ids: traversal, unicode, huge, encoded slashes. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('..', '.', '%2e%2e%2f%2e%2e', '..%2F..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', '%', ' ', 'x'.repeat(3000), '-1', '1e308', 'NaN', 'null', '[object Object]', '😀', '%F0%9F%98%80'),
  fc.string({ minLength: 1, maxLength: 40 }).map((value) => encodeURIComponent(value)),
);

/** Bodies that are not JSON, or not what the route reads. */
export const rawBodies: fc.Arbitrary<{ payload: string; contentType: string | undefined }> = fc.oneof(
  fc.constantFrom(
    { payload: '{"a": 1,', contentType: 'application/json' },
    { payload: '{"a": NaN}', contentType: 'application/json' },
    { payload: '{"a": Infinity, "b": -Infinity}', contentType: 'application/json' },
    { payload: "{'single': 'quotes'}", contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: '', contentType: undefined },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"just a string"', contentType: 'application/json' },
    { payload: '12345', contentType: 'application/json' },
    { payload: '[1, 2, 3]', contentType: 'application/json' },
    { payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' },
    { payload: '{"constructor": {"prototype": {"isAdmin": true}}}', contentType: 'application/json' },
    { payload: '<xml>yes</xml>', contentType: 'application/xml' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'plain text', contentType: 'text/plain' },
    { payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { payload: '{"a":1}', contentType: 'application/vnd.api+json' },
    { payload: `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/json' })),
);

/** A body changed the way the issue lists: wrong types, missing and extra fields, arrays for objects. */
export function mutateObject(valid: unknown, keyPick: number, value: unknown, kind: number): unknown {
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return kind % 2 === 0 ? value : [valid];
  const record = { ...(valid as Record<string, unknown>) };
  const keys = Object.keys(record);
  const key = keys.length > 0 ? keys[keyPick % keys.length]! : 'extra';
  switch (kind % 6) {
    case 0: // a field of the wrong type or value
      return { ...record, [key]: value };
    case 1: // a required field missing
      delete record[key];
      return record;
    case 2: // extra fields, including prototype keys
      return { ...record, [`extra_${keyPick}`]: value, ['__proto__' as string]: { polluted: true } };
    case 3: // an array where an object is expected
      return [record];
    case 4: // a nested field of the wrong type
      return { ...record, [key]: { nested: value, list: [value] } };
    default: // every field hostile
      return Object.fromEntries(keys.map((name) => [name, value]));
  }
}
