import { describe, expect, it } from 'vitest';
import { codeDeliveryEmail, parseCodeDelivery } from './cognito-code-mail';

// What cognito-local printed for a ForgotPassword call (colours included).
const printed = `[1795396103095] \u001b[32mINFO\u001b[39m: \u001b[36m523ce8a7 ForgotPassword ╭──────╮
│   Confirmation Code Delivery                          │
│   Username:    079d35e6-41d3-4c3c-857f-96695a58d7c4   │
│   Destination: customer@example.com                   │
│   Code:        123456                                 │
╰──────╯\u001b[39m \u001b[90m{"reqId":"523ce8a7","target":"ForgotPassword"}\u001b[39m`;

describe('cognito-local code deliveries', () => {
  it('reads the destination, code and operation', () => {
    expect(parseCodeDelivery(printed)).toEqual({ operation: 'ForgotPassword', destination: 'customer@example.com', code: '123456' });
  });

  it('ignores other log lines', () => {
    expect(parseCodeDelivery('INFO: InitiateAuth ok')).toBeNull();
  });

  it("writes the user pool's e-mail, carrying the code", () => {
    const email = codeDeliveryEmail({ operation: 'ForgotPassword', destination: 'a@b.example', code: '987654' });
    expect(email).toEqual({
      to: 'a@b.example',
      subject: 'Your DumpsterMatch verification code',
      text: 'Your DumpsterMatch verification code is 987654. If you did not ask for it, you can ignore this e-mail.',
    });
  });
});
