/**
 * better-auth puts the session token – the unsigned part of the HttpOnly session cookie – into the bodies of
 * its sign-in (`token`) and session (`session.token`) answers. No client of ours reads it, and a script that
 * could read it would hold what HttpOnly keeps from scripts: it is dropped, the cookie alone carries the session.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json()) as unknown;
  if (body && typeof body === 'object') {
    delete (body as { token?: unknown }).token;
    const session = (body as { session?: unknown }).session;
    if (session && typeof session === 'object') delete (session as { token?: unknown }).token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
