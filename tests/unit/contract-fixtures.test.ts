import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_EXAMPLES, SHARED_EXAMPLES } from '../fixtures/contract';

describe('contract example fixtures', () => {
  it.skipIf(!existsSync(SHARED_EXAMPLES))('are identical to ../shared/contracts/examples', () => {
    const shared = readdirSync(SHARED_EXAMPLES).filter((f) => f.endsWith('.json')).sort();
    expect(readdirSync(CONTRACT_EXAMPLES).filter((f) => f.endsWith('.json')).sort()).toEqual(shared);
    for (const f of shared) expect(readFileSync(join(CONTRACT_EXAMPLES, f), 'utf8'), f).toBe(readFileSync(join(SHARED_EXAMPLES, f), 'utf8'));
  });
});
