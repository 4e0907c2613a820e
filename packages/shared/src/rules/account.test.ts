import { describe, expect, it } from 'vitest';
import { checkEmailPair, checkSignIn, checkSignUp, normalizeEmail, parsePhone } from './account.js';

const today = new Date('2026-11-22T12:00:00Z');
const valid = { email: 'Anna@Example.se', password: 'hemligt1', fullName: 'Anna', personalNumber: '' };

describe('checkSignUp', () => {
  it('accepts a complete sign-up', () => {
    expect(checkSignUp(valid, today)).toEqual({ ok: true });
    expect(checkSignUp({ ...valid, personalNumber: '19900101-0017' }, today)).toEqual({ ok: true });
  });

  it.each([
    [{ email: ' ' }, 'all_fields_required'],
    [{ password: '' }, 'all_fields_required'],
    [{ fullName: '  ' }, 'all_fields_required'],
    [{ email: 'anna.example.se' }, 'invalid_email'],
    [{ email: 'anna@example' }, 'invalid_email'],
    [{ password: '1234567' }, 'password_too_short'],
    [{ fullName: ' A ' }, 'name_too_short'],
    [{ personalNumber: '19900101-0018' }, 'personal_number_luhn'],
  ])('refuses %o with %s', (change, problem) => {
    expect(checkSignUp({ ...valid, ...change }, today)).toMatchObject({ ok: false, problem });
  });

  it('refuses under-18s and says their age', () => {
    expect(checkSignUp({ ...valid, personalNumber: '20100315-0008' }, today)).toEqual({
      ok: false,
      problem: 'under_age',
      age: 16,
    });
  });

  it('normalises e-mail by trimming and lower-casing', () => {
    expect(normalizeEmail('  Anna@Example.SE ')).toBe('anna@example.se');
  });
});

describe('checkSignIn', () => {
  it.each([
    ['', 'x', 'email_and_password_required'],
    ['a@b.se', '', 'email_and_password_required'],
    ['a@b.se', 'short', 'password_too_short'],
    ['a@b.se', 'longenough', null],
  ])('%s / %s → %s', (email, password, problem) => {
    expect(checkSignIn(email, password)).toBe(problem);
  });
});

describe('parsePhone', () => {
  it.each([
    ['+46', '070-123 45 67', '+46701234567'],
    ['+47', '4123456', '+474123456'],
    ['+358', '0401234567', '+358401234567'],
  ])('%s %s → %s', (code, phone, e164) => {
    expect(parsePhone(code, phone)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['+46', '123456'],
    ['+46', '070123abc'],
    ['+1', '0701234567'],
    ['+46', ''],
  ])('refuses %s %s', (code, phone) => {
    expect(parsePhone(code, phone)).toEqual({ ok: false });
  });
});

describe('checkEmailPair', () => {
  it('needs two matching e-mails', () => {
    expect(checkEmailPair('a@b.se', 'A@B.se ')).toBeNull();
    expect(checkEmailPair('a@b.se', 'c@b.se')).toBe('emails_do_not_match');
    expect(checkEmailPair('ab.se', 'ab.se')).toBe('invalid_email');
  });
});
