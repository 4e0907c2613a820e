import { describe, expect, it } from 'vitest';
import {
  checkContactMessage,
  contactMessageProblemsOf,
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactMessageInput,
} from './contact-message.js';

const valid: ContactMessageInput = {
  name: 'Anna Andersson',
  email: 'anna@example.se',
  topic: 'bike',
  message: 'Hur flyttar jag min cykel till en ny ägare?',
};

describe('checkContactMessage', () => {
  it('accepts a complete message, trimmed, with the e-mail lower-cased', () => {
    expect(
      checkContactMessage({
        name: '  Anna\n  Andersson ',
        email: ' ANNA@Example.se ',
        topic: 'account',
        message: '  Hej!\nJag har en fråga.  ',
      }),
    ).toEqual({
      ok: true,
      message: {
        name: 'Anna Andersson',
        email: 'anna@example.se',
        topic: 'account',
        message: 'Hej!\nJag har en fråga.',
      },
    });
  });

  it.each([
    [{ name: '   ' }, 'name', 'name_required'],
    [{ name: '<script>x()</script>' }, 'name', 'name_required'],
    [{ name: 'A' }, 'name', 'name_too_short'],
    [{ name: 'Å'.repeat(201) }, 'name', 'name_too_long'],
    [{ email: ' ' }, 'email', 'email_required'],
    [{ email: 'anna@example' }, 'email', 'invalid_email'],
    [{ email: 'anna example.se' }, 'email', 'invalid_email'],
    [{ topic: '' }, 'topic', 'topic_required'],
    [{ topic: 'billing' }, 'topic', 'topic_required'],
    [{ message: ' \n ' }, 'message', 'message_required'],
    [{ message: '<script>alert(1)</script>' }, 'message', 'message_required'],
  ] as const)('%j → %s %s', (change, field, problem) => {
    expect(checkContactMessage({ ...valid, ...change })).toEqual({ ok: false, field, problem });
  });

  it('lists every field problem at once, in the form order', () => {
    expect(contactMessageProblemsOf({ name: 'K', email: 'x', topic: '', message: ' ' })).toEqual([
      { field: 'name', problem: 'name_too_short' },
      { field: 'email', problem: 'invalid_email' },
      { field: 'topic', problem: 'topic_required' },
      { field: 'message', problem: 'message_required' },
    ]);
    expect(contactMessageProblemsOf(valid)).toEqual([]);
  });

  it('reports the first problem in the form order', () => {
    expect(checkContactMessage({ name: '', email: '', topic: '', message: '' })).toMatchObject({
      field: 'name',
    });
    expect(checkContactMessage({ ...valid, email: 'x', message: '' })).toMatchObject({ field: 'email' });
  });

  it('takes up to the sanitiser limit by characters and refuses one more instead of cutting', () => {
    const longest = 'ö'.repeat(CONTACT_MESSAGE_MAX_LENGTH);
    expect(checkContactMessage({ ...valid, message: longest })).toMatchObject({
      ok: true,
      message: { message: longest },
    });
    expect(checkContactMessage({ ...valid, message: `${longest}ö` })).toEqual({
      ok: false,
      field: 'message',
      problem: 'message_too_long',
    });
  });

  it('strips script and event handlers from the message but keeps ordinary text', () => {
    const result = checkContactMessage({
      ...valid,
      message: 'Se <img src=x onerror="steal()"> bild <script>bad()</script>på onsdag = ledig',
    });
    expect(result).toMatchObject({
      ok: true,
      message: { message: 'Se <img src=x > bild på onsdag = ledig' },
    });
  });
});
