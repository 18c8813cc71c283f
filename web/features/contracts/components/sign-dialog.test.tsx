// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { SignDialog } from './sign-dialog';

afterEach(cleanup);

const dealId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const consent = /^I, signing for Levant Grain Trading, intend to sign version 2/;

function renderDialog() {
  const closed: boolean[] = [];
  renderAt(<SignDialog dealId={dealId} version={2} hash="ab12" company="Levant Grain Trading" open onClose={() => closed.push(true)} />);
  return { closed, user: userEvent.setup() };
}

describe('the sign dialog', () => {
  it('asks for consent and the password in the API’s words and sends nothing, then signs the version once', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    const { closed, user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Sign version 2' });
    await user.click(screen.getByRole('button', { name: 'Sign version 2' }));
    expect(await screen.findByText('Confirm that you sign electronically and agree to electronic records')).toBeVisible();
    expect(screen.getByText('Enter your password to sign')).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: consent }));
    await user.type(screen.getByLabelText('Your password'), 'harbour-master-42');
    await user.click(screen.getByRole('button', { name: 'Sign version 2' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(calls).toEqual([
      { url: `/api/deals/${dealId}/contract/sign`, method: 'POST', body: { version: 2, password: 'harbour-master-42', consent: true } },
    ]);
  });

  it('shows the server’s refusal under the password, and a refusal naming no field under the form', async () => {
    let answer = {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Wrong password', fields: { password: 'The password is not right' } } },
    };
    stubFetch(() => answer);
    const { closed, user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Sign version 2' });
    await user.click(screen.getByRole('checkbox', { name: consent }));
    await user.type(screen.getByLabelText('Your password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign version 2' }));
    await waitFor(() => expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('The password is not right'));
    answer = { status: 409, body: { error: { code: 'conflict', message: 'Version 3 is now the latest: read it before signing' } } } as typeof answer;
    await user.click(screen.getByRole('button', { name: 'Sign version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Version 3 is now the latest: read it before signing');
    expect(closed).toEqual([]);
  });
});
