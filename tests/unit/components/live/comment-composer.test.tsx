/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { CommentComposer } from '@/components/live/CommentComposer';
import { typedBeforeHydration } from '../hydrate-typed';

const labels = { label: 'Comment', placeholder: 'Say something', send: 'Send' };

describe('CommentComposer', () => {
  it('keeps a comment typed before hydration: Send is enabled and sends it', async () => {
    const onSend = jest.fn((message: string) => message.length > 0);
    const view = await typedBeforeHydration(<CommentComposer labels={labels} disabledReason={null} notice={null} maxLength={200} onSend={onSend} />, {
      comment: ' Hello from the front row ',
    });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await act(async () => {
      fireEvent.click(send);
    });
    expect(onSend).toHaveBeenCalledWith('Hello from the front row');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    view.unmount();
  });
});
