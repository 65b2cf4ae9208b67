import { fuzzParts } from './fuzz-suite.ts';

// The first half of of the documented operations' fuzz (server/test/fuzz-suite.ts); fuzz-2.test.ts has the other.
fuzzParts(1, 4);
