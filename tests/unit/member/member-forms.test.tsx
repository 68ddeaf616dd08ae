/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { trusted } from '../url/trusted';
import type { DeleteAddressResult, SaveAddressResult } from '@/components/address/actions';
import type { AddressBookLabels } from '@/components/address/AddressBook';
import type { BindMessengerResult, ChangePasswordResult, UpdateProfileResult } from '@/components/member/actions';
import type { ChangePasswordLabels } from '@/components/member/ChangePasswordForm';
import type { MessengerBindLabels } from '@/components/member/MessengerBind';
import type { ProfileFormLabels } from '@/components/member/ProfileForm';
import type { AddressDraft } from '@/lib/address/address-draft';
import type { PasswordChangeDraft } from '@/lib/member/password-change';
import type { ProfileDraft } from '@/lib/member/profile-form';
import type { SavedAddress } from '@/lib/schemas';
import { nav, navigationModule } from '../components/shell/nav-mock';
import { typedBeforeHydration } from '../components/hydrate-typed';

jest.mock('next/navigation', () => navigationModule());
const handleUnauthorized = jest.fn();
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));

let ProfileForm: typeof import('@/components/member/ProfileForm').ProfileForm;
let ChangePasswordForm: typeof import('@/components/member/ChangePasswordForm').ChangePasswordForm;
let MessengerBind: typeof import('@/components/member/MessengerBind').MessengerBind;
let AddressBook: typeof import('@/components/address/AddressBook').AddressBook;
let atoms: typeof import('@/components/shell/atoms');
let labelsModule: typeof import('@/components/address/labels');

beforeAll(async () => {
  ({ ProfileForm } = await import('@/components/member/ProfileForm'));
  ({ ChangePasswordForm } = await import('@/components/member/ChangePasswordForm'));
  ({ MessengerBind } = await import('@/components/member/MessengerBind'));
  ({ AddressBook } = await import('@/components/address/AddressBook'));
  atoms = await import('@/components/shell/atoms');
  labelsModule = await import('@/components/address/labels');
});

const store = getDefaultStore();
const toasts = () => store.get(atoms.toastsAtom).map((toast) => `${toast.type}: ${toast.message}`);

beforeEach(() => {
  store.set(atoms.toastsAtom, []);
  store.set(atoms.loginDialogAtom, { open: false });
  store.set(atoms.sessionUserAtom, { id: 1001, name: '山田 花子' });
  nav.router.refresh.mockReset();
  handleUnauthorized.mockReset();
});

describe('ProfileForm', () => {
  const labels: ProfileFormLabels = {
    lastName: 'Last name',
    firstName: 'First name',
    nickname: 'Nickname',
    phone: 'Phone number',
    phoneHint: 'Leave empty to remove it.',
    locale: 'Language',
    localeHint: 'The language of this site.',
    localeChoose: 'Choose a language',
    localeNames: { ja: '日本語', zh_TW: '繁體中文' },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your profile has been updated.',
    noChanges: 'Nothing has changed.',
    errors: { required: 'Cannot be empty.', tooLong: 'At most {max}.', phoneInvalid: 'Bad phone.', localeInvalid: 'Bad locale.' },
    fixFields: 'Please check the highlighted fields.',
    general: 'Something went wrong.',
  };
  const initial: ProfileDraft = { last_name: '山田', first_name: '花子', nickname: 'はなこ', phone_number: '09012345678', locale: 'ja' };

  it('shows field messages before sending and sends nothing', () => {
    const save = jest.fn<(draft: ProfileDraft) => Promise<UpdateProfileResult>>();
    render(<ProfileForm initial={initial} labels={labels} save={save} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'x'.repeat(31) } });
    fireEvent.blur(screen.getByLabelText('Nickname'));
    expect(screen.getByText('At most 30.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('after saving: the success toast, the session name, and the page (header) rendered again', async () => {
    const save = jest.fn<(draft: ProfileDraft) => Promise<UpdateProfileResult>>().mockResolvedValue({ ok: true, changed: true, name: '佐々木 花子', localeChanged: true });
    render(<ProfileForm initial={initial} labels={labels} save={save} />);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '佐々木' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh_TW' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nav.router.refresh).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ ...initial, last_name: '佐々木', locale: 'zh_TW' });
    expect(toasts()).toEqual(['success: Your profile has been updated.']);
    expect(store.get(atoms.sessionUserAtom)?.name).toBe('佐々木 花子');
  });

  it("keeps what was typed and shows the server's field messages; no token opens the login dialog", async () => {
    const save = jest
      .fn<(draft: ProfileDraft) => Promise<UpdateProfileResult>>()
      .mockResolvedValueOnce({ ok: false, kind: 'invalid', fields: { phone_number: 'The phone number must be 10 or 11 digits starting with 0.' }, message: 'x' })
      .mockResolvedValueOnce({ ok: false, kind: 'login' })
      .mockResolvedValueOnce({ ok: false, kind: 'unauthorized' });
    render(<ProfileForm initial={initial} labels={labels} save={save} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'さくら' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone number must be 10 or 11 digits starting with 0.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveValue('さくら');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.get(atoms.loginDialogAtom)).toEqual({ open: true, reason: 'action' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalledTimes(1));
    expect(nav.router.refresh).not.toHaveBeenCalled();
  });

  it('saves an edit typed into the prefilled fields before the page hydrated, and keeps the untouched ones', async () => {
    const save = jest.fn<(draft: ProfileDraft) => Promise<UpdateProfileResult>>().mockResolvedValue({ ok: true, changed: true, name: '佐々木 花子', localeChanged: false });
    const view = await typedBeforeHydration(<ProfileForm initial={initial} labels={labels} save={save} />, { last_name: '佐々木', phone_number: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...initial, last_name: '佐々木', phone_number: '' }));
    view.unmount();
  });
});

describe('ChangePasswordForm', () => {
  const labels: ChangePasswordLabels = {
    old: 'Current password',
    new: 'New password',
    confirmation: 'New password (again)',
    hint: 'At least 8 characters.',
    messages: {
      oldRequired: 'Enter your current password.',
      newRequired: 'Enter a new password.',
      tooShort: 'Use at least 8 characters.',
      sameAsOld: 'Choose a different password.',
      confirmationRequired: 'Enter the new password again.',
      mismatch: 'The passwords do not match.',
    },
    submit: 'Change password',
    submitting: 'Saving…',
    done: 'Your password has been changed.',
    general: 'Something went wrong.',
  };
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('asks for the current password only when the member has one', async () => {
    const save = jest.fn<(draft: PasswordChangeDraft) => Promise<ChangePasswordResult>>().mockResolvedValue({ ok: true });
    const { unmount } = render(<ChangePasswordForm hasPassword={false} labels={labels} save={save} />);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    type('New password', 'first-pass-1');
    type('New password (again)', 'first-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Your password has been changed.']));
    expect(save).toHaveBeenCalledWith({ old_password: '', new_password: 'first-pass-1', confirmation: 'first-pass-1' });
    // Now the member has a password: the next change asks for it.
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    unmount();
  });

  it('checks the fields, then shows a wrong current password beneath its field and keeps the rest', async () => {
    const save = jest
      .fn<(draft: PasswordChangeDraft) => Promise<ChangePasswordResult>>()
      .mockResolvedValue({ ok: false, kind: 'invalid', fields: { old_password: 'The old password is incorrect.' }, message: 'The old password is incorrect.' });
    render(<ChangePasswordForm hasPassword labels={labels} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Enter a new password.')).toBeInTheDocument();
    type('Current password', 'nope');
    type('New password', 'kirari-new-1');
    type('New password (again)', 'kirari-new-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    type('New password (again)', 'kirari-new-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('kirari-new-1');
    type('Current password', 'kirari-demo');
    expect(screen.queryByText('The old password is incorrect.')).not.toBeInTheDocument();
  });
});

describe('MessengerBind', () => {
  const labels: MessengerBindLabels = {
    statusLabel: 'Notification status',
    status: { bound: 'Linked', unbound: 'Not linked', unknown: 'Status unavailable' },
    stepsLabel: 'How to link',
    step1: 'Open the page in Messenger.',
    step2: 'Enter the ID.',
    psid: 'Messenger ID',
    psidHint: 'The number.',
    psidRequired: 'Enter the Messenger ID.',
    psidInvalid: 'The Messenger ID is a number.',
    link: 'Link notifications',
    linking: 'Linking…',
    linked: 'Linked now.',
    linkedNote: 'Notifications reach you on Messenger.',
    general: 'Something went wrong.',
  };

  it('checks the PSID, binds, and shows the bound state', async () => {
    const bind = jest.fn<(request: { channelId: number; psid: string }) => Promise<BindMessengerResult>>().mockResolvedValue({ ok: true, status: 'bound' });
    render(<MessengerBind channelId={72} initialStatus="unbound" messengerUrl={trusted('https://m.me/kirari')} openLabel="Open in Messenger" labels={labels} bind={bind} />);
    expect(screen.getByTestId('binding-status')).toHaveTextContent('Not linked');
    expect(screen.getByRole('link', { name: 'Open in Messenger' })).toHaveAttribute('href', 'https://m.me/kirari');
    fireEvent.click(screen.getByRole('button', { name: 'Link notifications' }));
    expect(screen.getByText('Enter the Messenger ID.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Messenger ID'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link notifications' }));
    expect(screen.getByText('The Messenger ID is a number.')).toBeInTheDocument();
    expect(bind).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Messenger ID'), { target: { value: '4400 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link notifications' }));
    await waitFor(() => expect(screen.getByTestId('binding-status')).toHaveTextContent('Linked'));
    expect(bind).toHaveBeenCalledWith({ channelId: 72, psid: '440012345678' });
    expect(screen.queryByLabelText('Messenger ID')).not.toBeInTheDocument();
    expect(toasts()).toEqual(['success: Linked now.']);
  });

  it("shows the platform's refusal beneath the field", async () => {
    const bind = jest
      .fn<(request: { channelId: number; psid: string }) => Promise<BindMessengerResult>>()
      .mockResolvedValue({ ok: false, kind: 'invalid', fields: { psid: 'This Messenger account is linked to another member.' }, message: 'x' });
    render(<MessengerBind channelId={72} initialStatus="unbound" messengerUrl={null} openLabel="Open" labels={labels} bind={bind} />);
    fireEvent.change(screen.getByLabelText('Messenger ID'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link notifications' }));
    expect(await screen.findByText('This Messenger account is linked to another member.')).toBeInTheDocument();
    expect(screen.getByLabelText('Messenger ID')).toHaveValue('12345678');
  });
});

describe('AddressBook', () => {
  const saved = (id: number, name: string): SavedAddress => ({
    id,
    user_id: 1001,
    name,
    phone_number: '09012345678',
    type: 'home_delivery',
    address: { id: id + 200, region: 'JP', postcode: '150-0001', level_one: '東京都', level_two: '渋谷区', full_address: `〒150-0001 東京都渋谷区 ${name}` },
  });

  function labels(): AddressBookLabels {
    const t = (key: string) => `address.${key}`;
    return {
      form: labelsModule.addressFormLabels(t),
      list: labelsModule.addressListLabels(t),
      add: 'Add an address',
      addHeading: 'New address',
      saved: 'Saved.',
      deleted: 'Deleted.',
      general: 'Something went wrong.',
    };
  }

  it('adds an address to the list, and keeps the draft when saving fails', async () => {
    const save = jest
      .fn<(draft: AddressDraft) => Promise<SaveAddressResult>>()
      .mockResolvedValueOnce({ ok: false, kind: 'error', message: 'Server says no.' })
      .mockResolvedValueOnce({ ok: true, address: saved(752, '山田 太郎') });
    const remove = jest.fn<(id: number) => Promise<DeleteAddressResult>>();
    render(<AddressBook initial={[saved(701, '山田 花子')]} labels={labels()} save={save} remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('address.name', '山田 太郎');
    fill('address.phone', '09099998888');
    fill('address.postcode', '1500002');
    fill('address.prefecture', '13');
    fill('address.city', '渋谷区');
    fill('address.line', '渋谷2-1-1');
    fireEvent.click(screen.getByRole('button', { name: 'address.submit' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Server says no.']));
    expect(screen.getByRole('alert')).toHaveTextContent('Server says no.');
    expect(screen.getByLabelText('address.name')).toHaveValue('山田 太郎');
    fireEvent.click(await screen.findByRole('button', { name: 'address.submit' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(2));
    expect(screen.queryByLabelText('address.name')).not.toBeInTheDocument();
    expect(toasts()).toContain('success: Saved.');
  });

  it('deletes after confirmation; a 401 runs the unauthorized rule and keeps the address', async () => {
    const save = jest.fn<(draft: AddressDraft) => Promise<SaveAddressResult>>();
    const remove = jest
      .fn<(id: number) => Promise<DeleteAddressResult>>()
      .mockResolvedValueOnce({ ok: false, kind: 'unauthorized' })
      .mockResolvedValueOnce({ ok: true });
    render(<AddressBook initial={[saved(701, '山田 花子'), saved(702, '山田 一郎')]} labels={labels()} save={save} remove={remove} />);
    // The test translator returns keys, so every delete button has the same name: take the first.
    fireEvent.click(screen.getAllByRole('button', { name: 'address.delete' })[0]);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'address.confirmDelete' }));
    });
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalledTimes(1));
    expect(screen.getAllByTestId('saved-address')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'address.delete' })[0]).toBeEnabled());
    fireEvent.click(screen.getAllByRole('button', { name: 'address.delete' })[0]);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'address.confirmDelete' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(1));
    expect(remove).toHaveBeenLastCalledWith(701);
    expect(screen.getByText('山田 一郎')).toBeInTheDocument();
  });
});
