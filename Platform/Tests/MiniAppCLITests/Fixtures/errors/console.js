// Line 2 logs an Error instead of throwing it.
console.error(new TypeError('logged, not thrown'));
