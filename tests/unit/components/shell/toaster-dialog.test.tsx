/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { useState } from 'react';
import { showToastAtom, toastsAtom } from '@/components/shell/atoms';
import { Dialog } from '@/components/ui/Dialog';
import { Toaster } from '@/components/ui/Toaster';

const store = getDefaultStore();

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    store.set(toastsAtom, []);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('announces success and info politely, warnings and errors as alerts', () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      store.set(showToastAtom, { type: 'success', message: 'Saved.' });
      store.set(showToastAtom, { type: 'error', message: 'Failed.' });
      store.set(showToastAtom, { type: 'info', message: 'FYI.' });
      store.set(showToastAtom, { type: 'warning', message: 'Careful.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('status')).toHaveTextContent('FYI.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    expect(screen.getByRole('alert')).toHaveTextContent('Careful.');
  });

  it('goes away after 3000 ms by default, or when dismissed', () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => store.set(showToastAtom, { type: 'info', message: 'Short.' }));
    act(() => store.set(showToastAtom, { type: 'info', message: 'Long.', durationMs: 10_000 }));
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Short.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Short.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Long.')).toBeNull();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('holds the timer while the pointer is on the toast', () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => store.set(showToastAtom, { type: 'warning', message: 'Read me.' }));
    fireEvent.mouseEnter(screen.getByText('Read me.').parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Read me.')).toBeInTheDocument();
  });
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Log in" closeLabel="Close" description="Please log in.">
        <input aria-label="E-mail" />
        <button type="button">Submit</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus, traps Tab, closes on Escape and gives focus back', () => {
    // jsdom has no layout: every element counts as visible for the trap.
    const rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please log in.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();

    screen.getByRole('button', { name: 'Submit' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    rects.mockRestore();
  });

  it('closes on a backdrop click and on its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
