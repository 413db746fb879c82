// fetch is mocked (Cognito, see testing/cognito-fetch): the two steps of the password reset, with
// the spec messages for Cognito's refusals.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { cognitoFailure, mockBackend } from '../../testing/cognito-fetch';
import { renderRoutes } from '../../testing/render-app';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

describe('forgot password', () => {

  it('checks the e-mail, moves on for an unknown address, then checks the code and the new password', async () => {
    const { calls } = mockBackend(
      {},
      {
        ForgotPassword: () => cognitoFailure('UserNotFoundException'),
        ConfirmForgotPassword: () => cognitoFailure('CodeMismatchException'),
      },
    );
    const user = userEvent.setup();
    renderRoutes('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset code' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    // Unknown addresses are not revealed: the page moves on as for a known one.
    expect(await screen.findByText(/If an account exists for nobody@example.com/)).toBeTruthy();

    expect(document.getElementById(screen.getByLabelText('New password').getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.passwordRule);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Enter the code from the e-mail')).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Reset code'));

    await user.type(screen.getByLabelText('Reset code'), '123456');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'After-reset-2');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'After-reset-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(SCREEN_MESSAGES.resetCodeMismatch)).toBeTruthy();
    expect(calls.find((call) => call.operation === 'ConfirmForgotPassword')?.body).toMatchObject({
      Username: 'nobody@example.com',
      ConfirmationCode: '123456',
      Password: 'After-reset-2',
    });
  });

  it("says the password rule when the user pool refuses the new password", async () => {
    mockBackend(
      {},
      {
        ForgotPassword: () => ({ status: 200, body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'r***@example.com' } } }),
        ConfirmForgotPassword: () => cognitoFailure('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters'),
      },
    );
    const user = userEvent.setup();
    renderRoutes('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await user.type(await screen.findByLabelText('Reset code'), '481516');
    await user.type(screen.getByLabelText('New password'), 'After-reset-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'After-reset-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passwordRule);
  });
});
