/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { useRef, useState, type ReactElement } from 'react';
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

function Voucher({ adopt }: { adopt: boolean }) {
  const [voucher, setVoucher] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { coupon_v2_id: adopt ? setVoucher : () => undefined });
  return (
    <form ref={form}>
      <select name="coupon_v2_id" value={voucher} onChange={(event) => setVoucher(event.target.value)}>
        <option value="">none</option>
        <option value="3003">800 off</option>
      </select>
      <output>{voucher}</output>
    </form>
  );
}

describe('useTypedBeforeHydration on a select', () => {
  async function chosenThenHydrated(adopt: boolean, chosen: Record<string, string>) {
    const view = await typedBeforeHydration(<Voucher adopt={adopt} />, chosen);
    const result = { state: view.container.querySelector('output')?.textContent, shown: view.container.querySelector('select')?.value };
    view.unmount();
    return result;
  }

  it('moves an option chosen before hydration into the state', async () => {
    expect(await chosenThenHydrated(true, { coupon_v2_id: '3003' })).toEqual({ state: '3003', shown: '3003' });
  });

  it('is needed: without it the select shows the option while the state keeps the server’s', async () => {
    expect(await chosenThenHydrated(false, { coupon_v2_id: '3003' })).toEqual({ state: '', shown: '3003' });
  });

  it('leaves an untouched select to its state', async () => {
    expect(await chosenThenHydrated(true, {})).toEqual({ state: '', shown: '' });
  });
});

const METHODS = ['home', 'counter', 'cod'];

/** A radio group (as the checkout's shipping and payment): the state picks the checked radio; `initial` '' checks none. */
function Methods({ set, initial = 'home', methods = METHODS }: { set?: (value: string) => void; initial?: string; methods?: string[] }) {
  const [method, setMethod] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { method: set ?? setMethod });
  return (
    <form ref={form}>
      {methods.map((value) => (
        <input key={value} type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
      ))}
      <output>{method}</output>
    </form>
  );
}

describe('useTypedBeforeHydration on a radio group', () => {
  async function chosenThenHydrated(element: ReactElement, chosen: Record<string, string>) {
    const view = await typedBeforeHydration(element, chosen);
    const checked = [...view.container.querySelectorAll('input')].filter((radio) => radio.checked).map((radio) => radio.value);
    const result = { state: view.container.querySelector('output')?.textContent, checked };
    view.unmount();
    return result;
  }

  it('moves a radio checked before hydration into the state', async () => {
    expect(await chosenThenHydrated(<Methods />, { method: 'counter' })).toEqual({ state: 'counter', checked: ['counter'] });
  });

  it('is needed: without it the radio shows checked while the state keeps the server’s', async () => {
    expect(await chosenThenHydrated(<Methods set={() => undefined} />, { method: 'counter' })).toEqual({ state: 'home', checked: ['counter'] });
  });

  it('takes a choice in a group the server left unchecked, and in a group of one radio', async () => {
    expect(await chosenThenHydrated(<Methods initial="" />, { method: 'cod' })).toEqual({ state: 'cod', checked: ['cod'] });
    expect(await chosenThenHydrated(<Methods initial="" methods={['cod']} />, { method: 'cod' })).toEqual({ state: 'cod', checked: ['cod'] });
  });

  it('leaves a group at the server’s choice to its state: the setter is not called', async () => {
    const set = jest.fn<(value: string) => void>();
    expect(await chosenThenHydrated(<Methods set={set} />, {})).toEqual({ state: 'home', checked: ['home'] });
    // Tapped again on the server's own choice: still the server's.
    expect(await chosenThenHydrated(<Methods set={set} />, { method: 'home' })).toEqual({ state: 'home', checked: ['home'] });
    expect(await chosenThenHydrated(<Methods set={set} initial="" />, {})).toEqual({ state: '', checked: [] });
    expect(set).not.toHaveBeenCalled();
  });
});
