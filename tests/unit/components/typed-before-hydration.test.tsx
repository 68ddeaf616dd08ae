/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { typedBeforeHydration } from './hydrate-typed';

function SignIn({ adopt, initial = '' }: { adopt: boolean; initial?: string }) {
  const [email, setEmail] = useState(initial);
  const [note, setNote] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // A hook cannot be called conditionally: the control case adopts into setters that drop the value.
  const drop = () => undefined;
  useTypedBeforeHydration(form, { email: adopt ? setEmail : drop, note: adopt ? setNote : drop });
  return (
    <form ref={form}>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{email}</output>
      <output>{note}</output>
    </form>
  );
}

/** The server's HTML, typed into before hydration (where `typed` says), then hydrated: what the states and fields hold. */
async function typedThenHydrated(adopt: boolean, typed: Record<string, string>, initial = '') {
  const view = await typedBeforeHydration(<SignIn adopt={adopt} initial={initial} />, typed);
  const [email, note] = [...view.container.querySelectorAll('output')].map((output) => output.textContent);
  const fields = [view.container.querySelector('input')?.value, view.container.querySelector('textarea')?.value];
  view.unmount();
  return { email, note, fields };
}

describe('useTypedBeforeHydration', () => {
  it('moves what was typed before hydration into the state, and the field keeps it', async () => {
    expect(await typedThenHydrated(true, { email: 'hanako@example.com' })).toEqual({ email: 'hanako@example.com', note: '', fields: ['hanako@example.com', ''] });
  });

  it('is needed: without it the state stays empty while the field shows the text', async () => {
    expect((await typedThenHydrated(false, { email: 'hanako@example.com' })).email).toBe('');
  });

  it('covers a textarea', async () => {
    expect(await typedThenHydrated(true, { note: 'Please wrap it' })).toMatchObject({ note: 'Please wrap it', fields: ['', 'Please wrap it'] });
    expect((await typedThenHydrated(false, { note: 'Please wrap it' })).note).toBe('');
  });

  it('takes an edit of a prefilled field, and leaves an untouched prefilled field to its state', async () => {
    expect((await typedThenHydrated(true, { email: 'taro@example.com' }, 'hanako@example.com')).email).toBe('taro@example.com');
    expect((await typedThenHydrated(false, { email: 'taro@example.com' }, 'hanako@example.com')).email).toBe('hanako@example.com');
    // Cleared before hydration: the empty field is what the buyer meant.
    expect((await typedThenHydrated(true, { email: '' }, 'hanako@example.com')).email).toBe('');
    expect(await typedThenHydrated(true, {}, 'hanako@example.com')).toMatchObject({ email: 'hanako@example.com', fields: ['hanako@example.com', ''] });
  });
});
