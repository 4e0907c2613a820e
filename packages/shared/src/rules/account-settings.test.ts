import { describe, expect, it } from 'vitest';
import {
  checkFullName,
  checkPasswordChange,
  isDeleteConfirmation,
  normalizeFullName,
} from './account-settings.js';

describe('checkFullName', () => {
  it.each([
    ['Anna Svensson', null],
    ['Bo', null],
    ['Åa', null],
    ['  A  ', 'name_too_short'],
    ['', 'name_too_short'],
    ['   ', 'name_too_short'],
  ])('%j → %s', (name, problem) => {
    expect(checkFullName(name)).toBe(problem);
  });

  it('trims and collapses spaces', () => {
    expect(normalizeFullName('  Anna   Maria  Berg ')).toBe('Anna Maria Berg');
  });
});

describe('checkPasswordChange', () => {
  it('accepts a current password and a new one of 8 or more', () => {
    expect(
      checkPasswordChange({ currentPassword: 'x', newPassword: '12345678', confirmPassword: '12345678' }),
    ).toBeNull();
  });

  it('asks for the current password first', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short' })).toEqual({
      field: 'currentPassword',
      problem: 'password_required',
    });
  });

  it('refuses a new password under 8 characters', () => {
    expect(checkPasswordChange({ currentPassword: 'old', newPassword: '1234567' })).toEqual({
      field: 'newPassword',
      problem: 'password_too_short',
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(
      checkPasswordChange({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345679' }),
    ).toEqual({ field: 'confirmPassword', problem: 'passwords_do_not_match' });
  });
});

describe('isDeleteConfirmation', () => {
  it.each([
    ['RADERA', true],
    [' radera ', true],
    ['DELETE', true],
    ['delete', true],
    ['RADER', false],
    ['', false],
    ['ja', false],
  ])('%j → %s', (typed, expected) => {
    expect(isDeleteConfirmation(typed)).toBe(expected);
  });
});
