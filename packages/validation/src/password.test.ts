import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './commonPasswords';
import { checkPassword, passwordErrors, passwordRuleCodes, passwordRuleMessages } from './password';

describe('checkPassword', () => {
  it.each([
    ['correct horse battery', '', []],
    ['Tr0ub4dor&3x', 'john.smith@example.com', []],
    ['a'.repeat(8), '', []],
    ['a'.repeat(128), '', []],
    ['abc', '', ['too-short']],
    ['a'.repeat(7), '', ['too-short']],
    ['a'.repeat(129), '', ['too-long']],
    ['😀😀😀😀😀😀😀😀', '', []],
    ['😀😀😀😀😀😀😀', '', ['too-short']],
    ['password', '', ['too-common']],
    ['PassWord', '', ['too-common']],
    ['iloveyou', '', ['too-common']],
    ['12345678', '', ['too-common']],
    ['123456', '', ['too-short', 'too-common']],
    ['qwerty', '', ['too-short', 'too-common']],
    ['john.smith', 'john.smith@example.com', ['matches-email']],
    ['John.Smith', ' JOHN.SMITH@example.com ', ['matches-email']],
    ['john.smith@example.com', 'john.smith@example.com', ['matches-email']],
    ['john.smith1', 'john.smith@example.com', []],
    ['example.com', 'john.smith@example.com', []],
    ['jo@x.nz', 'jo@x.nz', ['too-short', 'matches-email']],
  ])('%j with e-mail %j -> %j', (password, email, expected) => {
    expect(checkPassword(password, email)).toEqual(expected);
  });
});

describe('passwordErrors', () => {
  it.each([
    ['long enough pass', []],
    ['qwerty', ['Password must be at least 8 characters', passwordRuleMessages['too-common']]],
    ['x'.repeat(200), ['Password must be at most 128 characters']],
  ])('%j -> %j', (password, expected) => {
    expect(passwordErrors(password)).toEqual(expected);
  });
});

describe('passwordRuleMessages', () => {
  it.each(passwordRuleCodes.map((code) => [code]))('has a message for %s', (code) => {
    expect(passwordRuleMessages[code]).toMatch(/^Password .+/);
  });
});

describe('commonPasswords', () => {
  it.each([
    ['has about 200 or more entries', commonPasswords.length >= 200],
    ['is all lowercase', commonPasswords.every((word) => word === word.toLowerCase())],
    ['has no duplicates', new Set(commonPasswords).size === commonPasswords.length],
    ['has no blanks', commonPasswords.every((word) => /^\S+$/.test(word))],
  ])('%s', (_name, holds) => {
    expect(holds).toBe(true);
  });

  it.each([
    ['password', true],
    ['PASSWORD', true],
    ['123456', true],
    ['qwerty123', true],
    ['iloveyou', true],
    ['p@ssw0rd', true],
    ['correct horse battery staple', false],
    ['', false],
  ])('isCommonPassword(%j) -> %s', (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });
});
