// Line 2 calls a function nothing defines.
missingFunction();
