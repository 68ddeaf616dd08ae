import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { nav, navigationModule } from './nav-mock';

type CreateFn = typeof import('@/lib/api/auth').createGuestToken;
type UpdateFn = typeof import('@/lib/api/auth').updateGuest;
const createGuestToken = jest.fn<CreateFn>();
const updateGuest = jest.fn<UpdateFn>();

jest.mock('next/navigation', () => navigationModule());
jest.mock('@/lib/api/auth', () => ({
  createGuestToken: (...args: Parameters<CreateFn>) => createGuestToken(...args),
  updateGuest: (...args: Parameters<UpdateFn>) => updateGuest(...args),
}));

let NicknameDialog: typeof import('@/components/identity/NicknameDialog').default;
let atoms: typeof import('@/components/shell/atoms');

beforeAll(async () => {
  NicknameDialog = (await import('@/components/identity/NicknameDialog')).default;
  atoms = await import('@/components/shell/atoms');
});

const store = getDefaultStore();
const labels = { title: 'Choose a nickname', lead: 'Shown with comments.', nickname: 'Nickname', required: 'Enter a nickname.', tooLong: 'Use 30 characters or fewer.', save: 'Save', close: 'Close', general: 'Something went wrong.', saved: 'Nickname saved.' };

beforeEach(() => {
  createGuestToken.mockReset();
  updateGuest.mockReset();
  nav.router.refresh.mockClear();
  localStorage.clear();
  document.cookie = 'kirari_guest_token=; Path=/; Max-Age=0';
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
    expect(createGuestToken).not.toHaveBeenCalled();
  });

  it('creates a guest and keeps its token in cookie and local storage', async () => {
    createGuestToken.mockResolvedValue({ ok: true, data: { data: { id: 9, name: 'mei', token: 'g.t.s' } } });
    const onClose = jest.fn();
    render(<NicknameDialog labels={labels} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' mei ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createGuestToken).toHaveBeenCalledWith({ name: 'mei' });
    expect(document.cookie).toContain('kirari_guest_token=g.t.s');
    expect(localStorage.getItem('kirari_guest_token')).toBe('g.t.s');
    expect(store.get(atoms.sessionGuestAtom)).toEqual({ id: 9, name: 'mei' });
    expect(nav.router.refresh).toHaveBeenCalled();
  });

  it('renames an existing guest and shows a server refusal under the field', async () => {
    document.cookie = 'kirari_guest_token=old.guest.token; Path=/';
    store.set(atoms.sessionGuestAtom, { id: 9, name: 'mei' });
    updateGuest.mockResolvedValueOnce({ ok: false, error: { kind: 'status', status: 422, message: { name: ['The name is taken.'] } } });
    render(<NicknameDialog labels={labels} onClose={jest.fn()} />);
    expect(screen.getByLabelText('Nickname')).toHaveValue('mei');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'mei2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('The name is taken.'));
    updateGuest.mockResolvedValueOnce({ ok: true, data: { success: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.get(atoms.sessionGuestAtom)).toEqual({ id: 9, name: 'mei2' }));
    expect(createGuestToken).not.toHaveBeenCalled();
  });
});
