import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function openDialog() {
  mockApi({ 'GET /api/auth/session': () => json(sessions.visitor) });
  const view = renderApp('/auth');
  await view.user.click(
    await screen.findByRole('button', { name: 'Logga in med BankID' }, { timeout: 5_000 }),
  );
  const field = await screen.findByLabelText('Personnummer');
  return { ...view, field };
}

describe('BankIdSignInDialog personnummer field', () => {
  it('shows ten typed digits as YYMMDD-NNNN and twelve as YYYYMMDD-NNNN', async () => {
    const { user, field } = await openDialog();
    await user.type(field, '7105155589');
    expect(field).toHaveValue('710515-5589');

    await user.clear(field);
    await user.type(field, '197105155589');
    expect(field).toHaveValue('19710515-5589');
  });

  it.each([
    ['710515-5589', '710515-5589'],
    ['7105155589', '710515-5589'],
    ['197105155589', '19710515-5589'],
    ['19710515-5589', '19710515-5589'],
  ])('shows a pasted %s as %s', async (pasted, shown) => {
    const { field } = await openDialog();
    // A paste replaces the value in one change event.
    fireEvent.change(field, { target: { value: pasted } });
    expect(field).toHaveValue(shown);
  });
});
