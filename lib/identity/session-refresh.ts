/** Which tokens the server saw when it rendered the page (from the request's cookies). */
export interface RenderedWith {
  member: boolean;
  guest: boolean;
}

/**
 * After start-up restores cookies from local storage, the page must render again when the client
 * holds a token the server did not render with. Asking "did this page restore a cookie?" is not
 * enough: another page (or an earlier one still starting) may have restored it after this
 * document's request left, and this page would stay signed out.
 */
export function needsSessionRefresh(rendered: RenderedWith, current: { memberToken: string | null; guestToken: string | null }): boolean {
  return (current.memberToken !== null && !rendered.member) || (current.guestToken !== null && !rendered.guest);
}
