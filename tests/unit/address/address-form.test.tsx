/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AddressForm } from '@/components/address/AddressForm';
import { AddressList } from '@/components/address/AddressList';
import { addressFormLabels, addressListLabels, type Translate } from '@/components/address/labels';
import type { AddressDraft } from '@/lib/address/address-draft';
import type { SavedAddress } from '@/lib/schemas';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTW from '@/messages/zh-TW.json';

type Tree = { [key: string]: string | Tree };

/** A translator over one namespace of a messages file that fails on a missing key. */
function translator(messages: Tree, namespace: string): Translate {
  return (key, values = {}) => {
    const found = `${namespace}.${key}`.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    if (typeof found !== 'string') throw new Error(`missing ${namespace}.${key}`);
    return found.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

const labels = addressFormLabels(translator(en as Tree, 'address'));

describe('address labels', () => {
  it.each([
    ['en', en],
    ['ja', ja],
    ['zh-TW', zhTW],
  ])('every string exists in %s', (_locale, messages) => {
    const t = translator(messages as Tree, 'address');
    expect(() => addressFormLabels(t)).not.toThrow();
    expect(() => addressListLabels(t)).not.toThrow();
  });

  it('shows romaji prefectures in English and kanji in ja', () => {
    expect(labels.prefectures[12]).toEqual({ code: '13', name: '東京都', label: 'Tokyo (東京都)' });
    expect(addressFormLabels(translator(ja as Tree, 'address')).prefectures[12].label).toBe('東京都');
    expect(labels.errors.tooLong).toContain('{max}');
  });
});

describe('AddressForm', () => {
  const onSubmit = jest.fn<(draft: AddressDraft) => void>();
  beforeEach(() => {
    onSubmit.mockReset();
  });

  const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const fillValid = () => {
    fill('Recipient name', '山田 花子');
    fill('Phone number', '090-1234-5678');
    fill('Postcode', '150-0001');
    fireEvent.change(screen.getByLabelText('Prefecture'), { target: { value: '13' } });
    fill('City, ward, town or village', '渋谷区');
    fill('Street and block number', '神宮前5-10-1');
  };

  it('shows field messages before anything is sent, and focuses the first bad field', () => {
    render(<AddressForm labels={labels} submitting={false} onSubmit={onSubmit} />);
    fill('Postcode', '15-0001');
    fireEvent.blur(screen.getByLabelText('Postcode'));
    expect(screen.getByText('Enter a 7-digit postcode, e.g. 150-0001.')).toBeInTheDocument();
    expect(screen.queryAllByText('This field is required.')).toHaveLength(0);
    // An empty field is said on submit, not on blur.
    fireEvent.blur(screen.getByLabelText('Recipient name'));
    expect(screen.queryAllByText('This field is required.')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('Recipient name')).toHaveFocus();
    expect(screen.getByLabelText('Prefecture')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the draft with the prefecture name and code', () => {
    render(<AddressForm labels={labels} submitting={false} onSubmit={onSubmit} />);
    fillValid();
    fireEvent.click(screen.getByLabelText('Pick up in store'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '山田 花子',
      phone_number: '090-1234-5678',
      postcode: '150-0001',
      level_one: '東京都',
      level_one_code: '13',
      level_two: '渋谷区',
      level_three: '神宮前5-10-1',
      level_four: '',
      type: 'self_pick_up',
    });
  });

  it('keeps what was typed when the server refuses, shows its messages, and drops one once edited', () => {
    const { rerender } = render(<AddressForm labels={labels} submitting onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    fillValid();
    rerender(<AddressForm labels={labels} submitting={false} onSubmit={onSubmit} errors={{ postcode: 'Unknown postcode.' }} formError="Unknown postcode." />);
    expect(screen.getByLabelText('Recipient name')).toHaveValue('山田 花子');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Unknown postcode.');
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown postcode.');
    fill('Postcode', '150-0002');
    expect(screen.queryByText('Unknown postcode.', { selector: 'p[id]' })).not.toBeInTheDocument();
  });

  it('offers no type choice when one type is given, and prefills', () => {
    render(<AddressForm labels={labels} submitting={false} onSubmit={onSubmit} types={['home_delivery']} initial={{ name: 'A' }} onCancel={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Address type' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recipient name')).toHaveValue('A');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

describe('AddressList', () => {
  const listLabels = addressListLabels(translator(en as Tree, 'address'));
  const saved: SavedAddress = {
    id: 701,
    user_id: 1001,
    name: '山田 花子',
    phone_number: '09012345678',
    type: 'home_delivery',
    address: { id: 901, region: 'JP', postcode: '154-0004', level_one: '東京都', level_two: '世田谷区', full_address: '〒154-0004 東京都世田谷区太子堂' },
  };

  it('shows each address with its type and deletes only after confirmation', () => {
    const onDelete = jest.fn<(id: number) => void>();
    render(<AddressList addresses={[saved]} labels={listLabels} onDelete={onDelete} />);
    const item = screen.getByTestId('saved-address');
    expect(within(item).getByText('Home delivery')).toBeInTheDocument();
    expect(within(item).getByText('〒154-0004 東京都世田谷区太子堂')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address of 山田 花子' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address of 山田 花子' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(701);
  });

  it('says when there are none', () => {
    render(<AddressList addresses={[]} labels={listLabels} />);
    expect(screen.getByText('No saved addresses yet.')).toBeInTheDocument();
  });
});
