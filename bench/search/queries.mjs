// The search texts of the benchmark, by class.
const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
const pick = (step, count, make) => Array.from({ length: count }, (_, i) => make(i * step));

export const QUERY_CLASSES = {
  'one letter': letters,
  'two letters': pick(7, 26, (n) => letters[n % 26] + letters[(n * 3 + 5) % 26]),
  'three letters': pick(11, 26, (n) => letters[n % 26] + letters[(n * 5 + 1) % 26] + letters[(n * 7 + 3) % 26]),
  'name word': ['therap', 'mining', 'golden', 'quantum', 'zurich', 'société', 'lithium', 'harbor', 'robotics', 'sterling'],
};
