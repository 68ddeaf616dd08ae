'use client';

import { useState, type FormEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { sessionGuestAtom, showToastAtom } from '@/components/shell/atoms';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import { errorDisplay } from '@/lib/format/error-message';
import { saveNicknameAction, type NicknameResult } from './actions';
import type { NicknameLabels } from './labels';
import { nicknameProblem } from '@/lib/identity/nickname-rules';

/**
 * The guest nickname dialog (lazy-loaded): a buyer without a guest token becomes a guest
 * (POST /api/v2/guest/token); a guest renames (PUT /api/v2/guest). Both run on the server, which
 * keeps the guest token in its HttpOnly cookie.
 */
export default function NicknameDialog({ labels, onClose }: { labels: NicknameLabels; onClose: () => void }) {
  const [guest, setGuest] = useAtom(sessionGuestAtom);
  const showToast = useSetAtom(showToastAtom);
  const [name, setName] = useState(guest?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = nicknameProblem(name);
    setError(problem === 'required' ? labels.required : problem === 'tooLong' ? labels.tooLong : null);
    if (problem) return;
    const nickname = name.trim();
    setBusy(true);
    const result = await saveNicknameAction(nickname).catch((): NicknameResult => ({ ok: false, error: { kind: 'network', message: '' } }));
    setBusy(false);
    if (!result.ok) {
      const display = errorDisplay(result.error);
      if (display.kind !== 'silent') setError(display.kind === 'general' ? labels.general : display.message);
      return;
    }
    const { id, name: saved } = result.guest;
    if (guest) setGuest({ ...guest, name: saved });
    else if (id !== null) setGuest({ id, name: saved });
    onClose();
    showToast({ type: 'success', message: labels.saved });
    // No route refresh: the session atoms carry the guest, and the first guest token would make the
    // page render again as its personal copy (a new store frame: the room's player and realtime
    // would start over under the viewer's eyes). The next navigation renders it personal.
  }

  return (
    <Dialog open title={labels.title} description={labels.lead} closeLabel={labels.close} onClose={onClose}>
      <form noValidate method="post" onSubmit={submit} aria-busy={busy}>
        <TextField
          label={labels.nickname}
          name="nickname"
          autoComplete="nickname"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <button type="submit" className="button" disabled={busy} style={{ width: '100%' }}>
          {labels.save}
        </button>
      </form>
    </Dialog>
  );
}
