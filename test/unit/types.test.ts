import assert from 'node:assert/strict';
import { LIMITS, SUPPORTED_EXTENSIONS } from '../../src/api/types';

describe('wire types', () => {
  it('lists the supported extensions of the spec, lower case with the dot', () => {
    assert.equal(SUPPORTED_EXTENSIONS.length, 13);
    for (const ext of SUPPORTED_EXTENSIONS) assert.match(ext, /^\.[a-z]+$/);
    assert.equal(LIMITS.questionLength, 6000);
  });
});
