/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';

function SignIn({ adopt }: { adopt: boolean }) {
  const [email, setEmail] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // A hook cannot be called conditionally: the control case adopts into a setter that drops the value.
  useTypedBeforeHydration(form, { email: adopt ? setEmail : () => undefined });
  return (
    <form ref={form}>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
    </form>
  );
}

/** The server's HTML, typed into before hydration, then hydrated: what the state and the field hold. */
async function typedThenHydrated(adopt: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn adopt={adopt} />);
  document.body.append(container);
  (container.querySelector('input') as HTMLInputElement).value = 'hanako@example.com';
  await act(async () => {
    hydrateRoot(container, <SignIn adopt={adopt} />);
  });
  return { state: container.querySelector('output')?.textContent, field: (container.querySelector('input') as HTMLInputElement).value };
}

describe('useTypedBeforeHydration', () => {
  it('moves what was typed before hydration into the state, and the field keeps it', async () => {
    expect(await typedThenHydrated(true)).toEqual({ state: 'hanako@example.com', field: 'hanako@example.com' });
  });

  it('is needed: without it the state stays empty while the field shows the text', async () => {
    expect((await typedThenHydrated(false)).state).toBe('');
  });
});
