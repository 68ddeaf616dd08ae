/** Jest has no Next render, so no root params: `resolveRequestLocale` falls back to the header and cookie. */
export async function locale(): Promise<string | undefined> {
  return undefined;
}
