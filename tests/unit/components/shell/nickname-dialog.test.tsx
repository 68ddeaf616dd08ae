/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { nav, navigationModule } from './nav-mock';

import type { NicknameResult } from '@/components/identity/actions';

// The server action creates or renames the guest; the guest token stays in its HttpOnly cookie.
const saveNicknameAction = jest.fn<(name: unknown) => Promise<NicknameResult>>();

jest.mock('next/navigation', () => navigationModule());
jest.mock('@/components/identity/actions', () => ({ saveNicknameAction: (name: unknown) => saveNicknameAction(name) }));

let NicknameDialog: typeof import('@/components/identity/NicknameDialog').default;
let atoms: typeof import('@/components/shell/atoms');

beforeAll(async () => {
  NicknameDialog = (await import('@/components/identity/NicknameDialog')).default;
  atoms = await import('@/components/shell/atoms');
});

const store = getDefaultStore();
const labels = { title: 'Choose a nickname', lead: 'Shown with comments.', nickname: 'Nickname', required: 'Enter a nickname.', tooLong: 'Use 30 characters or fewer.', save: 'Save', close: 'Close', general: 'Something went wrong.', saved: 'Nickname saved.' };

beforeEach(() => {
  saveNicknameAction.mockReset();
  nav.router.refresh.mockClear();
  localStorage.clear();
  store.set(atoms.sessionGuestAtom, null);
  store.set(atoms.toastsAtom, []);
});

describe('NicknameDialog', () => {
  it('checks the name before sending', () => {
    render(<NicknameDialog labels={labels} onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Enter a nickname.');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'x'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Use 30 characters or fewer.');
    expect(saveNicknameAction).not.toHaveBeenCalled();
  });

  it('creates a guest on the server and learns only who it is', async () => {
    saveNicknameAction.mockResolvedValue({ ok: true, guest: { id: 9, name: 'mei' } });
    const onClose = jest.fn();
    render(<NicknameDialog labels={labels} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' mei ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saveNicknameAction).toHaveBeenCalledWith('mei');
    expect(localStorage.length).toBe(0);
    expect(store.get(atoms.sessionGuestAtom)).toEqual({ id: 9, name: 'mei' });
    // The room goes on with the guest from the atoms; a refresh would render a new store frame around it.
    expect(nav.router.refresh).not.toHaveBeenCalled();
  });

  it('renames an existing guest and shows a server refusal under the field', async () => {
    store.set(atoms.sessionGuestAtom, { id: 9, name: 'mei' });
    saveNicknameAction.mockResolvedValueOnce({ ok: false, error: { kind: 'status', status: 422, message: { name: ['The name is taken.'] } } });
    render(<NicknameDialog labels={labels} onClose={jest.fn()} />);
    expect(screen.getByLabelText('Nickname')).toHaveValue('mei');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'mei2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('The name is taken.'));
    saveNicknameAction.mockResolvedValueOnce({ ok: true, guest: { id: null, name: 'mei2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.get(atoms.sessionGuestAtom)).toEqual({ id: 9, name: 'mei2' }));
    expect(saveNicknameAction).toHaveBeenLastCalledWith('mei2');
  });
});
