import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, test } from 'vitest';
import { compactHeap } from './memory';

const oldSpace = () => {
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
  if (!space) throw new Error('no old space');
  return space;
};
const MB = 1024 * 1024;

/** `count` objects made at once, of which one in twenty is returned: the rest is garbage. */
function survivorsOf(count: number) {
  const all: Array<{ i: number; s: string; a: number[] }> = [];
  const kept: typeof all = [];
  for (let i = 0; i < count; i++) {
    const item = { i, s: `item ${i}`, a: [i, i + 1] };
    if (i % 20 === 0) kept.push(item);
    all.push(item);
  }
  return kept;
}

test('compactHeap gives back the pages that garbage left half empty', () => {
  // About 100 MB of objects in the old space, one in twenty of them kept: pages that a full
  // collection which does not compact them leaves mostly empty.
  const kept = survivorsOf(1_000_000);

  compactHeap();

  const { space_size: size, space_used_size: used } = oldSpace();
  // A full GC without compaction leaves tens of MB of the old space unused.
  expect((size - used) / MB).toBeLessThan(8);
  expect(kept).toHaveLength(50_000);
});

test('compactHeap leaves no gc function behind', () => {
  compactHeap();
  expect(Reflect.get(globalThis, 'gc')).toBeUndefined();
  expect(vm.runInNewContext('typeof gc')).toBe('undefined');
});
