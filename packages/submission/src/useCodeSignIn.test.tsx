import { act, renderHook, waitFor } from '@testing-library/react';
import { useCodeSignIn, type SignInOutcome } from './useCodeSignIn';

function setup(answers: { code?: SignInOutcome<unknown>; verify?: SignInOutcome<string> }) {
  const requestCode = jest.fn(async () => answers.code ?? { ok: true as const, value: null });
  const verifyCode = jest.fn(async () => answers.verify ?? { ok: true as const, value: 'token' });
  const hook = renderHook(() => useCodeSignIn<string>({ requestCode, verifyCode }));
  const field = document.createElement('input');
  document.body.append(field);
  hook.result.current.fieldRef.current = field;
  return { ...hook, requestCode, verifyCode, field };
}

afterEach(() => document.body.replaceChildren());

describe('useCodeSignIn', () => {
  it('moves to the code step once the code is sent, and focuses the step’s field', async () => {
    const { result, requestCode, field } = setup({});
    await act(() => result.current.sendCode('ada@example.com'));
    expect(requestCode).toHaveBeenCalledWith('ada@example.com');
    expect(result.current.step).toBe('code');
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('stays on the step with the server’s message when sending fails', async () => {
    const { result } = setup({ code: { ok: false, message: 'Failed to send verification code' } });
    await act(() => result.current.sendCode('ada@example.com'));
    expect(result.current.step).toBe('email');
    expect(result.current.error).toBe('Failed to send verification code');
  });

  it('sends nothing for an empty address or code', async () => {
    const { result, requestCode, verifyCode } = setup({});
    await act(() => result.current.sendCode(''));
    let verified: string | null = 'unset';
    await act(async () => {
      verified = await result.current.verify('ada@example.com', '');
    });
    expect(verified).toBeNull();
    expect(requestCode).not.toHaveBeenCalled();
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('hands a right code’s answer back, still busy, and shows a wrong code’s error', async () => {
    const right = setup({});
    let verified: string | null = null;
    await act(async () => {
      verified = await right.result.current.verify('ada@example.com', '123456');
    });
    expect(verified).toBe('token');
    expect(right.result.current.busy).toBe(true);
    act(() => right.result.current.finish());
    expect(right.result.current.busy).toBe(false);

    const wrong = setup({ verify: { ok: false, message: 'Invalid verification code' } });
    await act(async () => {
      verified = await wrong.result.current.verify('ada@example.com', '000000');
    });
    expect(verified).toBeNull();
    expect(wrong.result.current.error).toBe('Invalid verification code');
    expect(wrong.result.current.busy).toBe(false);
  });
});
