import { fuzzParts } from './fuzz-suite.ts';

// The second half of the documented operations' fuzz (server/test/fuzz-suite.ts); fuzz-1.test.ts has the other.
fuzzParts(5, 8);
