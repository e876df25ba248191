/** The device module's public surface for other modules: its endpoints' client. */
export { deviceApi } from './device-api.js';
