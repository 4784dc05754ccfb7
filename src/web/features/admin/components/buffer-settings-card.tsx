/**
 * The Buffer configuration card of SPEC.md §2 /admin (access token, profile id, setup guide).
 * Built by the publishing feature; renders nothing until then.
 */
export function BufferSettingsCard() {
  return null;
}
