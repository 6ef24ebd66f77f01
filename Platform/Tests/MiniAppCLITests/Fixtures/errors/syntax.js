// Line 3 is not JavaScript.
const ok = 1;
const broken = ;
