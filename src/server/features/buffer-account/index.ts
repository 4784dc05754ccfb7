// The Buffer connection's public entry: the organisation's stored credentials (sealed at rest), the
// client for Buffer's API, and the admin's use cases (view, save, test, list channels).
export { bufferClientOf, loadBufferCredentials, tokenContext, type BufferCredentials } from './buffer-credentials';
export { updateSyncState } from './buffer-account.repo';
export {
  getBufferSettings,
  isTokenStored,
  listAllChannels,
  listInstagramChannels,
  saveAllowedChannels,
  saveBufferSettings,
  testBufferConnection,
} from './buffer-account.service';
