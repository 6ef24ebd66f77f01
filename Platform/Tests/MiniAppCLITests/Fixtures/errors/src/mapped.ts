// The original of mapped.js (as a compiler would have read it).
function explode(value: string): never {
  throw new Error('mapped ' + value);
}
explode('boom');
