import { describe, expect, it } from 'vitest';
import { textProblem, unstorableText } from './text';

describe('text that PostgreSQL can store', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and Arabic', () => {
    for (const text of ['Leaking tap', 'Thanks 👍🏽', 'مرحبا', '', 'line\nbreak\ttab']) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('refuses NUL and lone surrogates, high or low', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    expect(textProblem('x\uD800')).toMatch(/surrogate/);
    expect(textProblem('\uDC00x')).toMatch(/surrogate/);
    expect(textProblem('\uD83D\uD83D')).toMatch(/surrogate/);
  });

  it('names the first bad field anywhere in a request, keys included', () => {
    expect(
      unstorableText({ a: 'ok', answers: [{ text: 'ok' }, { text: 'x\u0000' }] }, 'body'),
    ).toEqual({
      field: 'body.answers.1.text',
      message: 'must not contain the NUL character',
    });
    expect(unstorableText({ ['k\u0000']: 1 }, 'body')?.field).toBe('body');
    expect(unstorableText({ n: 1, b: true, z: null, s: 'fine' }, 'query')).toBeNull();
    expect(unstorableText('\uD800', 'params.id')?.field).toBe('params.id');
  });
});
