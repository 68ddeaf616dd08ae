/** A failed server call of a live page's personal part (the room's entry, a one-to-one gate): its message and a retry. */
export function RetryNotice({ message, retryLabel, onRetry, className }: { message: string; retryLabel: string; onRetry: () => void; className: string }) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
